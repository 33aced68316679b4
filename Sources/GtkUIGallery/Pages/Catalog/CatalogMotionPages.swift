import GtkUI

/// The Catalog page for animation and transitions.
enum CatalogMotionPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-motion", seed: .catalog, title: "Motion",
                explanation: "withAnimation animates opacity, .offset, .scaleEffect, .rotationEffect, a fixed "
                    + ".frame width and colours on the widget's frame clock; press a button again mid-way and the animation "
                    + "turns from where it is. The banner moves in and out with .transition, and the spinner "
                    + "repeats forever while it is on — and stops drawing frames as soon as it is off or the "
                    + "page is left."
            ) { MotionCatalog() }
        ]
    }
}
