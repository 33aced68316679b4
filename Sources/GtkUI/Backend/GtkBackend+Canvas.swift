import CGtk
import GtkUICore

extension GtkBackend: CanvasBackend {
    /// Creates a canvas widget (GtkUI's `GtkUICanvas`) that takes the space it is offered.
    public func makeCanvas() -> BackendWidget {
        let canvas = Gtk.Canvas(content: GraphicsCanvasContent(), role: GTK_ACCESSIBLE_ROLE_IMG)
        canvas.flexibility = (true, true)
        return canvas
    }

    /// Keeps `drawing`'s renderer and asks GTK for one repaint, counted as a `Canvas.drawing`
    /// write.
    public func updateCanvas(_ canvas: BackendWidget, with drawing: CanvasDrawing) {
        let widget = canvas as! Gtk.Canvas
        guard let content = widget.content as? GraphicsCanvasContent else { return }
        content.drawing = drawing
        widget.queueDraw()
        statistics.recordWrite("Canvas", "drawing")
    }
}
