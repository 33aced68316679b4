import GtkUI

/// The gallery pages from seed 001, the blog post on holding @Observable models in views.
enum Seed001Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = []
}
