import GtkUI

/// The gallery pages from seed 002, Apple's article "Managing Model Data in Your App".
enum Seed002Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = []
}
