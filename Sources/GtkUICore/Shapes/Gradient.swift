import Foundation

/// Colours at positions along a line, which ``LinearGradient`` draws between its two points.
///
/// ```swift
/// Gradient(colors: [.red, .orange, .yellow])
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .white, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour at one place along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour is, from 0 (the start point) to 1 (the end point).
        public var location: CGFloat

        /// A colour at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }
}

extension Gradient {
    /// The colour at `location` (0…1) of the gradient, mixing the stops on either side.
    public func color(at location: CGFloat) -> Color {
        let stops = stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (before, after) in zip(stops, stops.dropFirst()) where location <= after.location {
            let span = after.location - before.location
            let t = span > 0 ? (location - before.location) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Color(
                red: mix(before.color.red, after.color.red), green: mix(before.color.green, after.color.green),
                blue: mix(before.color.blue, after.color.blue), opacity: mix(before.color.opacity, after.color.opacity))
        }
        return last.color
    }
}
