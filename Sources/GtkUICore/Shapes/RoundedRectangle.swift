import Foundation

/// A rectangle with rounded corners that fills the space it is given.
///
/// Corners are quarter circles (or quarter ellipses with `cornerSize:`), at most half the
/// shorter side; ``RoundedCornerStyle/continuous`` corners are drawn circular on GTK.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.green).frame(width: 120, height: 60)
/// ```
public struct RoundedRectangle: BuiltInShape {
    /// The width and height of each corner's curve.
    public var cornerSize: CGSize
    /// The kind of curve.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The outline of `rect` with rounded corners; an inset shrinks the corners by as much, so
    /// a border stroked inside keeps the outer curve.
    public func path(in rect: CGRect) -> Path {
        let corner = CGSize(
            width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: insetRect(rect), cornerSize: corner, style: style)
    }

    /// The rounded rectangle `amount` inside this one on every side.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
