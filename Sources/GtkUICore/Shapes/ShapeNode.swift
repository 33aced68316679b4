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
        if let scaling = environment.contentScaling {
            drawing.contentMode = scaling.contentMode
            drawing.aspectRatio = scaling.aspectRatio
        }
        if let backend = graph.backend as? any ShapeBackend {
            backend.updateShape(widget, with: drawing)
        } else {
            // Without shapes, a box in the shape's colour stands in for it.
            let color: Color? =
                if case .color(let color) = drawing.paint { color } else { .primary }
            graph.backend.updateDecoration(widget, style: DecorationStyle(background: color, expands: true), child: nil)
        }
    }
}
