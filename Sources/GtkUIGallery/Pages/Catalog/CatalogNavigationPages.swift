import GtkUI

/// The Catalog pages for navigation stacks, tab views and split views.
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
            ) { NavigationCatalog() },
            GalleryPage(
                name: "catalog-tabs", seed: .catalog, title: "Tabs",
                explanation: "A TabView bound to a selection: each page's .tabItem label is a tab in the header "
                    + "bar and its .tag the value it stands for. The inbox keeps its count while another tab is "
                    + "shown, a button switches tabs from code, and a tab view nested in a page (written with Tab) "
                    + "keeps its tabs above its pages."
            ) { TabsCatalog() },
            GalleryPage(
                name: "catalog-split-views", seed: .catalog, title: "Split views",
                explanation: "A NavigationSplitView: the sidebar's List(selection:) drives the detail, which keeps "
                    + "its count while the same note stays selected and holds a NavigationStack. The header bar's "
                    + "sidebar toggle hides and shows the sidebar, writing the columnVisibility binding; the "
                    + "sidebar's divider stops at its greatest width (280 points). Open Travel selects a note from "
                    + "code. In a window narrower than 500 points the columns collapse: choosing or opening a note "
                    + "shows its detail, and the back button pops the detail's pushed page first, then returns to "
                    + "the sidebar."
            ) { SplitViewsCatalog() },
        ]
    }
}
