import Foundation

/// A gradient that sweeps around a centre, from one angle to another (a conic gradient): a
/// shape style that fills shapes and backgrounds, and a view that fills the space it is
/// offered.
///
/// Angles run clockwise from the trailing side (3 o'clock). Shapes are painted with cairo; a
/// background is drawn with CSS `conic-gradient()`. Text coloured with a gradient uses its
/// colour halfway round.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, View, Hashable {
    /// The colours and where they lie, from the start angle (0) to the end angle (1).
    public var gradient: Gradient
    /// The centre of the sweep, in the view's unit square.
    public var center: UnitPoint
    /// Where location 0 of the gradient lies.
    public var startAngle: Angle
    /// Where location 1 of the gradient lies.
    public var endAngle: Angle

    /// A gradient sweeping around `center` from `startAngle` to `endAngle` (a full turn unless
    /// given).
    public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Evenly spaced `colors` swept around `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept around `center` from `startAngle` to `endAngle`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }

    /// A full turn of evenly spaced `colors` around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The gradient's paint.
    nonisolated public var _paint: ShapePaint { .angularGradient(self) }

    /// A rectangle filled with the gradient, taking the space offered.
    public var body: some View { Rectangle().fill(self) }

    /// The colour at `angle`: before the start angle the first colour, after the end the last.
    nonisolated public func color(atAngle angle: Angle) -> Color {
        let sweep = endAngle.degrees - startAngle.degrees
        guard sweep != 0 else { return gradient.color(at: 0) }
        var offset = (angle.degrees - startAngle.degrees).truncatingRemainder(dividingBy: 360)
        if offset < 0 { offset += 360 }
        return gradient.color(at: CGFloat(offset / sweep))
    }

    /// The gradient as CSS `conic-gradient()`, whose angles start at 12 o'clock.
    nonisolated var css: String {
        let sweep = endAngle.degrees - startAngle.degrees
        let stops = GradientCSS.stops(of: gradient) { "\(GradientCSS.number(Double($0) * sweep))deg" }
        return "conic-gradient(from \(GradientCSS.number(startAngle.degrees + 90))deg at "
            + "\(GradientCSS.position(center)), \(stops))"
    }
}
