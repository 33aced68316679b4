// SwiftUI's colours as shape styles, so `.fill(.red)` finds `Color.red` through `ShapeStyle`.

extension ShapeStyle where Self == Color {
    /// GNOME red.
    @MainActor public static var red: Color { Color.red }
    /// GNOME blue.
    @MainActor public static var blue: Color { Color.blue }
    /// GNOME green.
    @MainActor public static var green: Color { Color.green }
    /// GNOME orange.
    @MainActor public static var orange: Color { Color.orange }
    /// GNOME yellow.
    @MainActor public static var yellow: Color { Color.yellow }
    /// GNOME purple.
    @MainActor public static var purple: Color { Color.purple }
    /// Pink.
    @MainActor public static var pink: Color { Color.pink }
    /// Teal.
    @MainActor public static var teal: Color { Color.teal }
    /// Mint.
    @MainActor public static var mint: Color { Color.mint }
    /// Cyan.
    @MainActor public static var cyan: Color { Color.cyan }
    /// Indigo.
    @MainActor public static var indigo: Color { Color.indigo }
    /// Brown.
    @MainActor public static var brown: Color { Color.brown }
    /// Grey.
    @MainActor public static var gray: Color { Color.gray }
    /// Black.
    @MainActor public static var black: Color { Color.black }
    /// White.
    @MainActor public static var white: Color { Color.white }
    /// Fully transparent.
    @MainActor public static var clear: Color { Color.clear }
    /// The accent colour.
    @MainActor public static var accentColor: Color { Color.accentColor }
}
