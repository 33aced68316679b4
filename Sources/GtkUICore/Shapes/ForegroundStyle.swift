/// The text colour, as a shape style: what a shape is filled with when no style is given.
///
/// ```swift
/// Rectangle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    public init() {}
    /// The text colour at full opacity.
    public var _paint: ShapePaint { .foreground(opacity: 1) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The text colour.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
