/// How the lines of a multi-line text line up with each other.
///
/// ```swift
/// Text(poem).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge, the default.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
