import GtkUI

/// The Catalog pages for pointer gestures, the long tail of small modifiers, and async images,
/// canvases and timelines.
enum CatalogGesturePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-gestures", seed: .catalog, title: "Gestures",
                explanation: ".onTapGesture counts clicks (double-click the second card), .onLongPressGesture waits "
                    + "for the button to be held, DragGesture follows the pointer (drag the square; it springs "
                    + "back when let go) and .onHover hears the pointer come and go. GTK's own gesture "
                    + "controllers recognize them."
            ) { GesturesCatalog() },
            GalleryPage(
                name: "catalog-long-tail", seed: .catalog, title: "Long tail",
                explanation: ".badge counts at a row's end, .redacted(reason: .placeholder) shows text as blocks "
                    + "while loading, .navigationSubtitle adds a line under the window title, a sheet with "
                    + ".interactiveDismissDisabled stays open until saved, and RadialGradient, AngularGradient "
                    + "and AnyShapeStyle paint shapes."
            ) { LongTailCatalog() },
            GalleryPage(
                name: "catalog-async-drawing", seed: .catalog, title: "Async and drawing",
                explanation: "AsyncImage loads a picture off the main thread and shows a progress indicator until "
                    + "it arrives (or a label when it fails), Canvas draws a gradient bar and its label with a "
                    + "GraphicsContext that follows the slider, and TimelineView ticks a clock every second and "
                    + "spins a hand on the frame clock while Spin is on; .containerRelativeFrame makes the last "
                    + "label half as wide as the visible area (resize the window)."
            ) { AsyncAndDrawingCatalog() },
        ]
    }
}
