import Foundation

/// Draws shapes (`Rectangle`, `Circle`, your own ``Shape``s) as a toolkit's widgets.
///
/// Design notes:
/// - A shape widget takes the space it is offered (10 × 10 when offered nothing) and draws the
///   shape's path for its own size when the toolkit paints it, so a resize redraws without
///   the view graph.
/// - ``updateShape(_:with:)`` redraws only when the drawing differs from the one shown, and
///   counts that as one write in ``Backend/statistics``.
/// - Colours that follow the text colour (``ShapePaint/foreground(opacity:)``) are resolved at
///   paint time from the widget's style, so the light or dark style and `.foregroundColor(_:)`
///   apply without an update.
/// - Reached through `graph.backend as? any ShapeBackend`; a backend without shapes shows a
///   box filled with the shape's colour.
///
/// ```swift
/// let widget = backend.makeShape()
/// backend.updateShape(widget, with: ShapeDrawing(shape: Circle(), paint: .color(.red)))
/// ```
@MainActor
public protocol ShapeBackend: Backend {
    /// Creates a shape widget that draws nothing yet.
    func makeShape() -> BackendWidget
    /// Shows `drawing` in a widget made by ``makeShape()``.
    func updateShape(_ shape: BackendWidget, with drawing: ShapeDrawing)
}

/// What a shape widget draws: an outline, how it is painted, and its proportions.
///
/// ```swift
/// ShapeDrawing(shape: Capsule(), paint: .foreground(opacity: 0.55), stroke: StrokeStyle(lineWidth: 2))
/// ```
public struct ShapeDrawing: Equatable, Sendable {
    /// The shape whose ``Shape/path(in:)`` is drawn.
    public var shape: any Shape
    /// The colour it is painted with.
    public var paint: ShapePaint
    /// How the outline is stroked; nil fills the shape.
    public var stroke: StrokeStyle?
    /// Which parts count as inside, when filling.
    public var fillStyle: FillStyle
    /// From `.aspectRatio(_:contentMode:)`: the shape is drawn in the largest (`.fit`) or
    /// smallest (`.fill`) rectangle of ``aspectRatio`` that fits or covers the widget.
    public var contentMode: ContentMode?
    /// Width over height of the rectangle the shape is drawn in; nil uses the widget's.
    public var aspectRatio: Double?

    /// Describes a drawing.
    public init(
        shape: any Shape, paint: ShapePaint, stroke: StrokeStyle? = nil, fillStyle: FillStyle = FillStyle(),
        contentMode: ContentMode? = nil, aspectRatio: Double? = nil
    ) {
        self.shape = shape
        self.paint = paint
        self.stroke = stroke
        self.fillStyle = fillStyle
        self.contentMode = contentMode
        self.aspectRatio = aspectRatio
    }

    /// The rectangle the shape is drawn in, inside a widget of `size`.
    public func drawingRect(in size: CGSize) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        guard let contentMode, let aspectRatio else { return bounds }
        return contentMode.rect(withAspectRatio: aspectRatio, in: bounds)
    }

    /// The outline to draw in a widget of `size`.
    @MainActor public func path(in size: CGSize) -> Path { shape.path(in: drawingRect(in: size)) }

    /// Whether two drawings look the same: equal paints and styles, and shapes that are equal
    /// values of one `Equatable` type (shapes that are not `Equatable` always differ).
    public static func == (lhs: ShapeDrawing, rhs: ShapeDrawing) -> Bool {
        lhs.paint == rhs.paint && lhs.stroke == rhs.stroke && lhs.fillStyle == rhs.fillStyle
            && lhs.contentMode == rhs.contentMode && lhs.aspectRatio == rhs.aspectRatio
            && isEqual(lhs.shape, rhs.shape)
    }

    private static func isEqual(_ lhs: any Shape, _ rhs: any Shape) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// A view that draws as a shape: a shape itself, or a filled or stroked one.
@MainActor
protocol ShapeDrawingConvertible {
    /// The drawing, painted with `paint` unless the view has its own style.
    func drawing(paint: ShapePaint, fillStyle: FillStyle) -> ShapeDrawing
}
