import GtkUI

/// The Catalog pages for image APIs.
enum CatalogImagePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] { [] }
}
