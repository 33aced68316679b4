/// The leading or trailing edge of a view, as `.swipeActions(edge:)` takes it.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The edge text starts from: the left in left-to-right languages.
    case leading
    /// The edge text ends at: the right in left-to-right languages.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set of one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
