import Foundation

/// What GtkUI's own shapes share: they draw without a body, and inset by shrinking their rect.
@MainActor
protocol BuiltInShape: InsettableShape, PrimitiveView, ShapeDrawingConvertible, Hashable where InsetShape == Self {
    /// How far inside the rect the shape is drawn, from `inset(by:)`.
    var insetAmount: CGFloat { get set }
}

extension BuiltInShape {
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>(graph: graph) }

    func drawing(paint: ShapePaint, fillStyle: FillStyle) -> ShapeDrawing {
        ShapeDrawing(shape: self, paint: paint, fillStyle: fillStyle)
    }

    /// The rect inset by ``insetAmount``, never negative in size.
    func insetRect(_ rect: CGRect) -> CGRect {
        guard insetAmount != 0 else { return rect }
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return inset.isNull ? CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0) : inset
    }
}
