import Foundation

extension Path {
    /// The path with every point moved by `transform`.
    ///
    /// ```swift
    /// let turned = Path(CGRect(x: 0, y: 0, width: 20, height: 10))
    ///     .applying(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let point): moved.move(to: point.applying(transform))
            case .line(let point): moved.addLine(to: point.applying(transform))
            case .quadCurve(let point, let control):
                moved.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                moved.addCurve(
                    to: point.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform))
            case .closeSubpath: moved.closeSubpath()
            }
        }
        return moved
    }
}
