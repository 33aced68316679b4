/// How a shape's inside is found when it is filled.
///
/// ```swift
/// Path { $0.addEllipse(in: outer); $0.addEllipse(in: inner) }.fill(.red, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (a ring's hole stays empty); otherwise the
    /// non-zero winding rule does.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
