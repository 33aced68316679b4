extension DecorationStyle {
    /// A blurred, offset copy of a box's outline (or its text and icons) drawn beneath it,
    /// from `.shadow(color:radius:x:y:)`.
    public struct Shadow: Hashable, Sendable {
        /// The shadow's colour.
        public var color: Color
        /// How far the shadow is blurred, in points.
        public var radius: Double
        /// Horizontal offset, in points; positive moves it right.
        public var x: Double
        /// Vertical offset, in points; positive moves it down.
        public var y: Double

        /// Describes a shadow.
        public init(color: Color, radius: Double, x: Double, y: Double) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }

        /// The value of CSS `box-shadow` or `text-shadow`. SwiftUI's radius is Core Animation's
        /// shadow radius, which CSS spells as a blur radius twice as large.
        public var css: String { "\(x)px \(y)px \(max(radius, 0) * 2)px \(color.css)" }
    }
}
