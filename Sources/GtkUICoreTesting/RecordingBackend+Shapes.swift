import GtkUICore

extension RecordingBackend: ShapeBackend {
    /// Creates a `Shape` test widget.
    public func makeShape() -> BackendWidget { TestWidget(kind: "Shape") }

    /// Records the drawing as one `drawing` property, counting a write only when it changes.
    public func updateShape(_ shape: BackendWidget, with drawing: ShapeDrawing) {
        (shape as! TestWidget).set("drawing", drawing, statistics)
    }
}

extension TestWidget {
    /// What a shape widget draws.
    public var shapeDrawing: ShapeDrawing? { properties["drawing"] as? ShapeDrawing }
}
