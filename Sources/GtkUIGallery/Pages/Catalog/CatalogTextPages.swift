import GtkUI

/// The Catalog pages for text APIs.
enum CatalogTextPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] { [] }
}
