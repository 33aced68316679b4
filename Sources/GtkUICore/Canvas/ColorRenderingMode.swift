/// How a ``Canvas`` blends colours: in gamma-encoded or in linear sRGB.
///
/// GTK 4.8 draws a canvas with cairo, which blends gamma-encoded sRGB, so every mode draws as
/// ``nonLinear``; the modes are accepted so SwiftUI code compiles unchanged.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Gamma-encoded sRGB, what GTK draws in.
    case nonLinear
    /// Linear sRGB; drawn as ``nonLinear`` on GTK.
    case linear
    /// Extended linear sRGB; drawn as ``nonLinear`` on GTK.
    case extendedLinear
}
