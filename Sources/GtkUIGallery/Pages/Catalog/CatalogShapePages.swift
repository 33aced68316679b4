import GtkUI

/// The Catalog pages for shape APIs.
enum CatalogShapePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-shapes", seed: .catalog, title: "Shapes",
                explanation: "Rectangle, RoundedRectangle, Circle, Ellipse and Capsule, filled, stroked and "
                    + "stroked inside their border, drawn by GTK with cairo at the screen's scale. Shapes take the "
                    + "space they are offered; .primary and .secondary follow the light or dark style. Press "
                    + "Rounder: only the drawing of that one shape is written."
            ) { ShapesCatalog() }
        ]
    }
}
