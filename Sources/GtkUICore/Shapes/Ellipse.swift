import Foundation

/// An ellipse that fills the space it is given.
///
/// ```swift
/// Ellipse().stroke(.purple, lineWidth: 2).frame(width: 80, height: 40)
/// ```
public struct Ellipse: BuiltInShape {
    var insetAmount: CGFloat = 0

    /// Creates an ellipse.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: insetRect(rect)) }

    /// The ellipse `amount` inside this one on every side.
    public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
