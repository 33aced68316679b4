/// The text colour at one of four levels of emphasis.
///
/// GTK has one text colour; the lower levels are it at GNOME's opacities for dimmed text:
/// 55 % (`secondary`, as `.dim-label`), 30 % and 15 %.
///
/// ```swift
/// Capsule().fill(.tertiary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let opacity: Double
    /// The style's paint: the text colour at its level's opacity.
    public var _paint: ShapePaint { .foreground(opacity: opacity) }

    /// The opacity of `.dim-label` text in GNOME's style.
    static let secondaryOpacity = 0.55
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 1) }
    /// The text colour at 55 % opacity.
    public static var secondary: HierarchicalShapeStyle {
        HierarchicalShapeStyle(opacity: HierarchicalShapeStyle.secondaryOpacity)
    }
    /// The text colour at 30 % opacity.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.3) }
    /// The text colour at 15 % opacity.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.15) }
}
