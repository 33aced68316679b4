import GtkUI

/// The gallery pages from seed 001, the blog post on holding @Observable models in views.
enum Seed001Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = [
        Seed001DonutList.page,
        Seed001Account.page,
        Seed001Account.scopedPage,
        Seed001DeleteBook.page,
        Seed001BookTracking.page,
        Seed001BookCheckout.page,
        Seed001BookEditor.page,
        Seed001BindSample.page,
    ]
}
