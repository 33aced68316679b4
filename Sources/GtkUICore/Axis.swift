/// The horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, such as the directions a `ScrollView` scrolls in.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}

/// Insets on each edge, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: Double
    /// The leading inset.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing inset.
    public var trailing: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates equal insets on every edge.
    public init(_ length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }
}

/// Edges of a rectangle.
public enum Edge: Int8, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
