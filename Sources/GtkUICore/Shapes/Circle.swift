import Foundation

/// A circle as wide as the shorter side of the space it is given, centred in it.
///
/// ```swift
/// Circle().fill(.red).frame(width: 40, height: 40)
/// ```
public struct Circle: BuiltInShape {
    var insetAmount: CGFloat = 0

    /// Creates a circle.
    public init() {}

    /// The circle centred in `rect`, its diameter the shorter side.
    public func path(in rect: CGRect) -> Path {
        let rect = insetRect(rect)
        let diameter = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    /// The circle `amount` inside this one.
    public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
