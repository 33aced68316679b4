import Foundation

/// A shape's outline stroked with a ``StrokeStyle``: what `.stroke(lineWidth:)` returns.
///
/// As a shape, its path is the outline it strokes; filling it draws the stroke in that style.
public struct _StrokedShape<Content: Shape>: Shape, PrimitiveView, ShapeDrawingConvertible {
    /// The shape whose outline is stroked.
    public var shape: Content
    /// How the outline is stroked.
    public var style: StrokeStyle

    /// Strokes `shape` with `style`.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The stroked shape's outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>(graph: graph) }

    func drawing(paint: ShapePaint, fillStyle: FillStyle) -> ShapeDrawing {
        ShapeDrawing(shape: shape, paint: paint, stroke: style, fillStyle: fillStyle)
    }
}
