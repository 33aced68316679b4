import GtkUI

/// The gallery pages from seed 003, the tour of SwiftUI's property wrappers.
enum Seed003Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = []
}
