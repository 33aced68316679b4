/// A colour or style that fills or strokes a shape, as `.fill(_:)` and `.stroke(_:lineWidth:)`
/// take.
///
/// ``Color`` is a shape style, as are ``ForegroundStyle`` (`.foreground`, the text colour) and
/// ``HierarchicalShapeStyle`` (`.primary` … `.quaternary`, the text colour at decreasing
/// opacities). Styles that follow the text colour follow the light or dark style and
/// `.foregroundColor(_:)` around the shape.
///
/// ```swift
/// Circle().fill(.red)
/// Capsule().stroke(.secondary, lineWidth: 2)
/// ```
public protocol ShapeStyle: Sendable {
    /// What the style paints with: GtkUI's form of SwiftUI's `resolve(in:)`.
    var _paint: ShapePaint { get }
}

extension Color: ShapeStyle {
    /// The colour's components; ``Color/primary`` and ``Color/secondary`` paint the text colour
    /// (the latter dimmed) instead, so they follow the light or dark style as text does.
    nonisolated public var _paint: ShapePaint {
        // By theme name: the named colours themselves belong to the main actor.
        themeForegroundOpacity.map { .foreground(opacity: $0) } ?? .color(self)
    }
}
