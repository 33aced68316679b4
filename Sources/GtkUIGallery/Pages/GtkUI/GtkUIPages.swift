import GtkUI

/// The gallery pages that show what GtkUI adds beyond the seeds' examples.
enum GtkUIPages {
    /// GtkUI's own pages, in sidebar order.
    static let all: [GalleryPage] = [
        GalleryPage(
            name: "lazy-list", seed: .gtkUI, title: "A lazy List of 100,000 contacts",
            explanation: "The List holds 100,000 @Observable contacts but builds rows only for what GTK shows; "
                + "rows that scroll away are recycled for the rows that appear. Click a contact: the "
                + "selection binding follows, and Rename selected changes that contact, so its row alone "
                + "re-renders. Press the pinned counter, scroll to the end and back: the row's @State "
                + "is kept by its identity while it is off screen."
        ) { LazyContactList.ContentView() }
    ]
}
