import GtkUI

/// The Catalog pages for shape APIs.
enum CatalogShapePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] { [] }
}
