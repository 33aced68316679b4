import GtkUI

/// The gallery pages from seed 004, custom property wrappers that store but do not propagate.
enum Seed004Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = []
}
