import Foundation

/// A rectangle that fills the space it is given.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 4)
/// ```
public struct Rectangle: BuiltInShape {
    var insetAmount: CGFloat = 0

    /// Creates a rectangle.
    public init() {}

    /// The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(insetRect(rect)) }

    /// The rectangle `amount` inside this one on every side.
    public func inset(by amount: CGFloat) -> Rectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
