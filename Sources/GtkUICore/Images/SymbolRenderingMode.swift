/// How SwiftUI colours the layers of a multicolour symbol, set with `.symbolRenderingMode(_:)`.
///
/// Adwaita's symbolic icons have one layer, drawn in the foreground colour (GTK recolours its
/// error, warning and success parts itself), so every mode draws them as `monochrome` does. The
/// modifier is accepted, as SwiftUI treats it as a hint that symbols may ignore.
///
/// ```swift
/// Image(systemName: "person.crop.circle").symbolRenderingMode(.hierarchical)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String

    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in opacities of one colour; drawn as `monochrome` on GTK.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in colours the app gives; drawn as `monochrome` on GTK.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours; drawn as `monochrome` on GTK.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
