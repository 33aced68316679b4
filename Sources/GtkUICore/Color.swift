/// A colour, by name from the platform palette or by components.
///
/// The standard names follow GNOME's palette so they suit both light and dark styles.
public struct Color: Sendable, Hashable {
    /// Red, green, blue and opacity, each 0…1.
    public let red, green, blue, opacity: Double
    /// The GTK theme colour this stands for, when it has one (such as `error_color`).
    public let platformName: String?

    /// Creates a colour from components in `colorSpace` (sRGB unless given).
    ///
    /// ```swift
    /// Color(red: 0.2, green: 0.5, blue: 0.9)
    /// Color(.displayP3, red: 1, green: 0.2, blue: 0.1, opacity: 0.8)
    /// ```
    ///
    /// GTK draws in sRGB: linear components are encoded for it, and Display P3 colours are
    /// converted, those outside sRGB clipped to its gamut.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encoded = colorSpace.sRGBComponents(red: red, green: green, blue: blue)
        self.red = encoded.red
        self.green = encoded.green
        self.blue = encoded.blue
        self.opacity = opacity
        self.platformName = nil
    }

    /// Creates a grey from a white level in `colorSpace` (sRGB unless given).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    private init(hex: UInt32, platformName: String? = nil) {
        red = Double((hex >> 16) & 0xff) / 255
        green = Double((hex >> 8) & 0xff) / 255
        blue = Double(hex & 0xff) / 255
        opacity = 1
        self.platformName = platformName
    }

    private init(red: Double, green: Double, blue: Double, opacity: Double, platformName: String?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.platformName = platformName
    }

    /// Returns this colour with a different opacity; `.primary` and `.secondary` still follow
    /// the theme's text colour.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity, platformName: platformName)
    }

    /// The share of the theme's text colour this colour stands for when it follows it
    /// (`.primary` 1, `.secondary` 0.55, times its opacity), or nil for a fixed colour.
    public var themeForegroundOpacity: Double? {
        switch platformName {
        case "theme_fg_color": opacity
        case "insensitive_fg_color": opacity * HierarchicalShapeStyle.secondaryOpacity
        default: nil
        }
    }

    /// GNOME red.
    public static let red = Color(hex: 0xe01b24, platformName: "error_color")
    /// GNOME blue.
    public static let blue = Color(hex: 0x3584e4, platformName: "theme_selected_bg_color")
    /// GNOME green.
    public static let green = Color(hex: 0x2ec27e, platformName: "success_color")
    /// GNOME orange.
    public static let orange = Color(hex: 0xff7800)
    /// GNOME yellow.
    public static let yellow = Color(hex: 0xf6d32d, platformName: "warning_color")
    /// GNOME purple.
    public static let purple = Color(hex: 0x9141ac)
    /// Pink.
    public static let pink = Color(hex: 0xdc8add)
    /// Teal.
    public static let teal = Color(hex: 0x2190a4)
    /// Mint.
    public static let mint = Color(hex: 0x33d17a)
    /// Cyan.
    public static let cyan = Color(hex: 0x62a0ea)
    /// Indigo.
    public static let indigo = Color(hex: 0x613583)
    /// GNOME brown.
    public static let brown = Color(hex: 0x986a44)
    /// Grey.
    public static let gray = Color(hex: 0x9a9996)
    /// Black.
    public static let black = Color(hex: 0x000000)
    /// White.
    public static let white = Color(hex: 0xffffff)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The theme's text colour.
    public static let primary = Color(hex: 0x241f31, platformName: "theme_fg_color")
    /// The theme's dimmed text colour.
    public static let secondary = Color(hex: 0x77767b, platformName: "insensitive_fg_color")
    /// The accent colour.
    public static let accentColor = Color(hex: 0x3584e4, platformName: "theme_selected_bg_color")

    /// CSS for the colour: the theme's text colour for `.primary` and `.secondary`, so they
    /// follow the light or dark style, and the components otherwise.
    ///
    /// The GNOME palette values read well on both light and dark backgrounds, while GTK
    /// 4.8's built-in dark theme darkens its named error and selection colours, so the
    /// components are used rather than ``platformName`` for those.
    nonisolated public var css: String {
        if let share = themeForegroundOpacity {
            return share == 1 ? "@theme_fg_color" : "alpha(@theme_fg_color, \(share))"
        }
        return "rgba(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255)), \(opacity))"
    }
}

// The view conformance lives in an extension, so only it is isolated to the main actor: a
// colour's components and CSS are plain values usable from any context.
extension Color: View, PrimitiveView {
    /// Colours are primitive views that fill their space.
    public typealias Body = Never

    func makeNode(in graph: ViewGraph) -> ViewNode {
        ColorNode(graph: graph)
    }
}

/// Renders a ``Color`` as a box that fills the space offered with the colour.
@MainActor
final class ColorNode: LeafNode<Color> {
    override var readsStateWhileApplying: Bool { false }
    override func makeWidget() -> BackendWidget { graph.backend.makeDecoration() }
    override func apply(_ view: Color, to widget: BackendWidget) {
        graph.backend.updateDecoration(
            widget, style: DecorationStyle(background: .color(view), expands: true), child: nil)
    }
}
