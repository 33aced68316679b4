import GtkUI

/// The Catalog pages for navigation stacks.
enum CatalogNavigationPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-navigation", seed: .catalog, title: "Navigation",
                explanation: "A NavigationStack bound to a NavigationPath: value links and buttons append "
                    + "to the path and push pages, shown by the navigationDestination declared for each "
                    + "value's type (chapters are numbers, swatches a struct). The header bar's back button, "
                    + "Escape and Alt+Left pop one page and shorten the path; a page can hide the back "
                    + "button and leave through dismiss()."
            ) { NavigationCatalog() }
        ]
    }
}
