import Foundation

/// A rectangle whose shorter sides are half circles, filling the space it is given.
///
/// ```swift
/// Capsule().fill(.orange).frame(width: 80, height: 28)
/// ```
public struct Capsule: BuiltInShape {
    /// The kind of curve at the ends (drawn circular on GTK, see ``RoundedCornerStyle``).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// `rect` with ends rounded by half its shorter side.
    public func path(in rect: CGRect) -> Path {
        let rect = insetRect(rect)
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// The capsule `amount` inside this one on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
