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
