import GtkUI

/// The gallery pages from seed 002, Apple's article "Managing Model Data in Your App".
enum Seed002Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = [
        Seed002BookIdentifier.page,
        Seed002BookEdit.page,
        Seed002LibraryViews.page,
        Seed002LibraryEnvironment.page,
        Seed002LibraryEnvironment.previewPage,
    ]
}
