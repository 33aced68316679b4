/// A shape filled with a style: what `.fill(_:)` and `.stroke(_:lineWidth:)` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView, ShapeDrawingConvertible {
    /// Drawn by the view graph.
    public typealias Body = Never
    /// The shape.
    public var shape: Content
    /// What it is filled with.
    public var style: Style
    /// Which parts count as inside.
    public var fillStyle: FillStyle

    /// Fills `shape` with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>(graph: graph) }

    func drawing(paint: ShapePaint, fillStyle: FillStyle) -> ShapeDrawing {
        if let stroked = shape as? any ShapeDrawingConvertible {
            return stroked.drawing(paint: style._paint, fillStyle: self.fillStyle)
        }
        return ShapeDrawing(shape: shape, paint: style._paint, fillStyle: self.fillStyle)
    }
}
