import GtkUI

/// The Catalog pages for toolbars and search in the header bar.
enum CatalogToolbarPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-toolbars", seed: .catalog, title: "Toolbars",
                explanation: "Toolbar items in the header bar: Compose at the start (.navigation) opens a sheet "
                    + "whose own header bar has Cancel (.cancellationAction) and a suggested Send "
                    + "(.confirmationAction); New Note (.primaryAction) at the end adds a note and counts them in "
                    + "its label, updated in place; a Label item shows its icon alone (Sort Notes, named and with a tooltip). Opening a note shows that page's items instead — a principal "
                    + "view switcher in the title's place and a red Delete (.destructiveAction) — and going back "
                    + "brings the list's items back."
            ) { ToolbarsCatalog() },
            GalleryPage(
                name: "catalog-searchable", seed: .catalog, title: "Searchable",
                explanation: "A list made .searchable: the search button at the end of the header bar, or "
                    + "Ctrl+F, reveals a search bar with the cursor in it; typing filters the fruits, Escape "
                    + "closes the bar and clears the search, and the button below sets the search from code. "
                    + "The grey line reads \\.isSearching; while searching each fruit has a Pick button that "
                    + "ends the search with \\.dismissSearch."
            ) { SearchableCatalog() },
        ]
    }
}
