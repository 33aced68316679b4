/// The window's background colour, following the light or dark style.
///
/// ```swift
/// Text("A card").padding().background(.background).cornerRadius(10).shadow(radius: 4)
/// ```
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}
    /// The window background, opaque.
    public var _paint: ShapePaint { .windowBackground(opacity: 1) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
