/// A type-erased shape style, for a value that may be one of several kinds of style.
///
/// ```swift
/// let style = isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray.opacity(0.3))
/// RoundedRectangle(cornerRadius: 6).fill(style)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    private let paint: ShapePaint

    /// Wraps `style`; the result paints exactly as `style` does.
    public init<S: ShapeStyle>(_ style: S) {
        paint = style._paint
    }

    /// What the wrapped style paints with.
    public var _paint: ShapePaint { paint }
}
