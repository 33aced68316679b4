/// A translucent background in the window's background colour, as SwiftUI's materials.
///
/// GTK 4.8 cannot blur what lies behind a widget, so a material is the window background at
/// its thickness's opacity, following the light or dark style: content behind shows through
/// dimmed rather than blurred.
///
/// ```swift
/// Text("Now playing").padding().background(.regularMaterial)
/// ```
public struct Material: ShapeStyle, Hashable {
    /// How much of the window background covers what is behind, 0…1.
    let opacity: Double

    /// The window background at the material's opacity.
    public var _paint: ShapePaint { .windowBackground(opacity: opacity) }

    /// The most translucent material (35 % opaque).
    public static let ultraThin = Material(opacity: 0.35)
    /// A translucent material (55 % opaque).
    public static let thin = Material(opacity: 0.55)
    /// The usual material (72 % opaque).
    public static let regular = Material(opacity: 0.72)
    /// A mostly opaque material (86 % opaque).
    public static let thick = Material(opacity: 0.86)
    /// The most opaque material (94 % opaque).
    public static let ultraThick = Material(opacity: 0.94)
    /// The material of toolbars and bars (90 % opaque).
    public static let bar = Material(opacity: 0.9)
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
