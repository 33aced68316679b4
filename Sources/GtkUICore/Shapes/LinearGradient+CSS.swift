import Foundation

extension LinearGradient {
    /// The gradient as CSS `linear-gradient()`.
    ///
    /// CSS gives a gradient an angle, with its line through the box's centre and long enough to
    /// reach the corners; SwiftUI gives it two points. The angle is the direction from
    /// ``startPoint`` to ``endPoint`` in the unit square, and each stop is moved to where its
    /// point projects onto the CSS line, so the two agree exactly on a square box and for
    /// vertical and horizontal gradients on any box.
    nonisolated var css: String {
        let dx = Double(endPoint.x - startPoint.x)
        let dy = Double(endPoint.y - startPoint.y)
        let length = (dx * dx + dy * dy).squareRoot()
        // CSS angles run clockwise from "to top"; y grows downwards in both systems.
        let (ux, uy) = length > 0 ? (dx / length, dy / length) : (0, 1)
        let degrees = atan2(ux, -uy) * 180 / .pi
        let lineLength = abs(ux) + abs(uy)
        func fraction(_ point: UnitPoint) -> Double {
            ((Double(point.x) - 0.5) * ux + (Double(point.y) - 0.5) * uy) / lineLength + 0.5
        }
        let start = fraction(startPoint)
        let end = fraction(endPoint)
        let stops = GradientCSS.stops(of: gradient) {
            "\(GradientCSS.number((start + Double($0) * (end - start)) * 100))%"
        }
        return "linear-gradient(\(GradientCSS.number(degrees))deg, \(stops))"
    }
}
