import Foundation

/// A 2D outline drawn as a view: filled with the foreground colour unless `.fill(_:)` or
/// `.stroke(_:lineWidth:)` says otherwise.
///
/// Shapes are flexible, as in SwiftUI: they take the space they are offered, so
/// `Circle().frame(width: 40, height: 40)` is 40 × 40 and `Rectangle()` in a `VStack` is as
/// wide as the stack. With nothing to fill they are 10 × 10. GTK's backend draws the outline
/// with cairo in a widget snapshot, antialiased at the display's scale factor, and a colour
/// that follows the text colour (``ForegroundStyle``, ``HierarchicalShapeStyle``,
/// ``Color/primary``) follows the light or dark style. Shapes are decoration: screen readers
/// skip them.
///
/// Conform your own shapes by describing their outline; make them `Equatable` so that an update
/// with an equal shape redraws nothing.
///
/// ```swift
/// Circle().fill(.red).frame(width: 40, height: 40)
/// RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 2)
/// ```
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`, in the shape's own coordinates.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled with the foreground colour.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills the shape with `content`.
    ///
    /// - Parameters:
    ///   - content: A colour or style (``ShapeStyle``); the text colour when omitted.
    ///   - style: Which parts count as inside.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline with `content`, the line centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _StrokedShape(shape: self, style: style).fill(content)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked in the foreground colour, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The shape's outline stroked `lineWidth` wide in the foreground colour, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape that can be shrunk by an inset on every side, so it can be stroked inside its
/// bounds with `.strokeBorder(_:lineWidth:)`.
public protocol InsettableShape: Shape {
    /// The shape an inset gives.
    associatedtype InsetShape: InsettableShape
    /// The shape `amount` inside this one on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inside the shape's bounds, so a line of any width stays within them.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<
        _StrokedShape<InsetShape>, S
    > {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the outline `lineWidth` wide inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> _ShapeView<_StrokedShape<InsetShape>, S>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
