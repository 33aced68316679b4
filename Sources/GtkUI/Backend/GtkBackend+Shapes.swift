import CGtk
import GtkUICore

extension GtkBackend: ShapeBackend {
    /// Creates a canvas that draws a shape, skipped by screen readers as decoration.
    public func makeShape() -> BackendWidget {
        let canvas = Gtk.Canvas(content: ShapeContent(), role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        canvas.setImageAccessibility(label: nil)
        canvas.flexibility = (true, true)
        return canvas
    }

    /// Redraws the canvas when `drawing` differs from the one it shows (one `Shape.drawing`
    /// write), and lays it out again when its proportions changed.
    public func updateShape(_ shape: BackendWidget, with drawing: ShapeDrawing) {
        let canvas = shape as! Gtk.Canvas
        let content = canvas.content as! ShapeContent
        guard content.drawing != drawing else { return }
        let proportionsChanged =
            content.drawing?.contentMode != drawing.contentMode || content.drawing?.aspectRatio != drawing.aspectRatio
        content.drawing = drawing
        statistics.recordWrite("Shape", "drawing")
        if proportionsChanged { canvas.queueResize() }
        canvas.queueDraw()
    }
}
