/// Renders a shape view as one backend shape widget, redrawn only when its drawing changes.
@MainActor
final class ShapeNode<Content: View>: LeafNode<Content> {
    override var readsStateWhileApplying: Bool { false }

    override func makeWidget() -> BackendWidget {
        if let backend = graph.backend as? any ShapeBackend { return backend.makeShape() }
        return graph.backend.makeDecoration()
    }

    override func apply(_ view: Content, to widget: BackendWidget) {
        var drawing = (view as! any ShapeDrawingConvertible).drawing(
            paint: .foreground(opacity: 1), fillStyle: FillStyle())
        drawing.paint = drawing.paint.resolvingTint(environment.tint)
        if let scaling = environment.contentScaling {
            drawing.contentMode = scaling.contentMode
            drawing.aspectRatio = scaling.aspectRatio
        }
        if let backend = graph.backend as? any ShapeBackend {
            backend.updateShape(widget, with: drawing)
        } else {
            // Without shapes, a box in the shape's colour stands in for it.
            graph.backend.updateDecoration(
                widget, style: DecorationStyle(background: drawing.paint, expands: true), child: nil)
        }
    }
}
