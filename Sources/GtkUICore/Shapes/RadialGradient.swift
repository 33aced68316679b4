import Foundation

/// A gradient in circles around a centre, from one radius to another: a shape style that
/// fills shapes and backgrounds, and a view that fills the space it is offered.
///
/// Inside `startRadius` the first colour fills, outside `endRadius` the last. Shapes are
/// painted with cairo; a background is drawn with CSS `radial-gradient()`, the same circles.
/// Text coloured with a gradient uses its colour halfway out.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
public struct RadialGradient: ShapeStyle, View, Hashable {
    /// The colours and where they lie, from the start radius (0) to the end radius (1).
    public var gradient: Gradient
    /// The centre of the circles, in the view's unit square.
    public var center: UnitPoint
    /// The radius, in points, where location 0 of the gradient lies.
    public var startRadius: CGFloat
    /// The radius, in points, where location 1 of the gradient lies.
    public var endRadius: CGFloat

    /// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Evenly spaced `colors` from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient's paint.
    nonisolated public var _paint: ShapePaint { .radialGradient(self) }

    /// A rectangle filled with the gradient, taking the space offered.
    public var body: some View { Rectangle().fill(self) }

    /// The gradient as CSS `radial-gradient()`: circles at the centre, stops at their radii.
    nonisolated var css: String {
        let stops = GradientCSS.stops(of: gradient) { location in
            "\(GradientCSS.number(Double(startRadius + location * (endRadius - startRadius))))px"
        }
        return "radial-gradient(circle \(GradientCSS.number(Double(max(endRadius, 0))))px at "
            + "\(GradientCSS.position(center)), \(stops))"
    }
}

/// The parts of a CSS gradient that linear, radial and conic ones share.
enum GradientCSS {
    /// A number as CSS writes it: at most two decimals, none for a whole number.
    static func number(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }

    /// A unit point as a CSS position in percent of the box.
    static func position(_ point: UnitPoint) -> String {
        "\(number(Double(point.x) * 100))% \(number(Double(point.y) * 100))%"
    }

    /// The colour stops of `gradient` in order, each placed where `place` says; a gradient
    /// of no colour is transparent and one of a single colour is that colour throughout.
    static func stops(of gradient: Gradient, place: (CGFloat) -> String) -> String {
        let stops = gradient.stops.sorted { $0.location < $1.location }.map { "\($0.color.css) \(place($0.location))" }
        let colors = stops.isEmpty ? ["transparent", "transparent"] : stops.count == 1 ? stops + stops : stops
        return colors.joined(separator: ", ")
    }
}
