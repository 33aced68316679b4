import GtkUI

/// The Catalog pages for color APIs.
enum CatalogColorPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] { [] }
}
