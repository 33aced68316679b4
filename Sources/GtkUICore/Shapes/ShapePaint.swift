/// What a ``ShapeStyle`` paints with, resolved when the shape is drawn.
public enum ShapePaint: Hashable, Sendable {
    /// A fixed colour.
    case color(Color)
    /// The text colour where the shape is drawn (GTK's CSS `color`), at an opacity.
    case foreground(opacity: Double)
    /// A gradient along a line.
    case linearGradient(LinearGradient)
    /// A gradient in circles around a centre.
    case radialGradient(RadialGradient)
    /// A gradient sweeping around a centre.
    case angularGradient(AngularGradient)
    /// The window's background colour at an opacity, for the materials.
    case windowBackground(opacity: Double)
    /// The tint at an opacity; views replace it by the `.tint(_:)` colour in their environment
    /// (or the accent colour) before a backend sees it.
    case tint(opacity: Double)

    /// This paint with ``tint(opacity:)`` replaced by `tint` (the accent colour when nil).
    public func resolvingTint(_ tint: Color?) -> ShapePaint {
        guard case .tint(let opacity) = self else { return self }
        let color = tint ?? .accentColor
        return .color(opacity == 1 ? color : color.opacity(color.opacity * opacity))
    }

    /// A CSS colour for the paint: text colours are relative to the inherited one
    /// (`currentColor`), a gradient gives its middle colour, and the window background its
    /// theme colour.
    public var cssColor: String {
        switch self {
        case .color(let color): color.css
        case .foreground(let opacity): opacity == 1 ? "currentColor" : "alpha(currentColor, \(opacity))"
        case .linearGradient, .radialGradient, .angularGradient: middleColor!.css
        case .windowBackground(let opacity): "alpha(@theme_bg_color, \(opacity))"
        case .tint(let opacity): Color.accentColor.opacity(opacity).css
        }
    }

    /// CSS declarations that paint a box's background with this paint.
    public var cssBackground: String {
        switch self {
        case .linearGradient(let gradient): "background-image: \(gradient.css);"
        case .radialGradient(let gradient): "background-image: \(gradient.css);"
        case .angularGradient(let gradient): "background-image: \(gradient.css);"
        default: "background-color: \(cssColor);"
        }
    }

    /// A gradient's colour halfway along (or out, or round), for what cannot draw a gradient
    /// (text); nil for other paints.
    public var middleColor: Color? {
        switch self {
        case .linearGradient(let gradient): gradient.color(at: 0.5)
        case .radialGradient(let gradient): gradient.gradient.color(at: 0.5)
        case .angularGradient(let gradient): gradient.gradient.color(at: 0.5)
        default: nil
        }
    }
}
