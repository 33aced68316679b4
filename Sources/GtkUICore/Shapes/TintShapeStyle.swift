/// The tint colour: the one set by the nearest `.tint(_:)` above, or the accent colour.
///
/// ```swift
/// Capsule().fill(.tint).frame(width: 60, height: 24)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style.
    public init() {}
    /// The tint, resolved from the environment where it is drawn.
    public var _paint: ShapePaint { .tint(opacity: 1) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
