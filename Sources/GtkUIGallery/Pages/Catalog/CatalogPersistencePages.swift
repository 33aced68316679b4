import GtkUI

/// The Catalog pages for values kept across launches.
enum CatalogPersistencePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-app-storage", seed: .catalog, title: "App storage",
                explanation: "@AppStorage keeps each value in the application's JSON settings file, shown at the "
                    + "bottom. Flip the switch, pick a theme or type a signature, then quit and relaunch the "
                    + "gallery: the values come back. Every view reading a key follows it, in every window."
            ) { AppStorageCatalog() }
        ]
    }
}
