/// Where a view sits along one axis of the space it is given.
///
/// The backend-level form of ``HorizontalAlignment`` and ``VerticalAlignment``: stacks and
/// lists pass one to the backend for the axis across their children.
public enum AxisAlignment: Sendable, Hashable {
    /// At the leading (horizontal) or top (vertical) edge.
    case leading
    /// Centered.
    case center
    /// At the trailing (horizontal) or bottom (vertical) edge.
    case trailing
    /// On the first line of text's baseline (vertical only; leading elsewhere).
    case firstTextBaseline
}

/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Sendable, Hashable {
    /// Where along the axis.
    public let position: AxisAlignment

    init(_ position: AxisAlignment) { self.position = position }

    /// Aligns to the leading edge (the left in left-to-right languages).
    public static let leading = HorizontalAlignment(.leading)
    /// Centers horizontally.
    public static let center = HorizontalAlignment(.center)
    /// Aligns to the trailing edge.
    public static let trailing = HorizontalAlignment(.trailing)
    /// Where a list row's separator starts: the leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(.leading)
    /// Where a list row's separator ends: the trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(.trailing)
}

/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("Total").font(.headline); Text("42 €") }
/// ```
public struct VerticalAlignment: Sendable, Hashable {
    /// Where along the axis.
    public let position: AxisAlignment

    init(_ position: AxisAlignment) { self.position = position }

    /// Aligns to the top edge.
    public static let top = VerticalAlignment(.leading)
    /// Centers vertically.
    public static let center = VerticalAlignment(.center)
    /// Aligns to the bottom edge.
    public static let bottom = VerticalAlignment(.trailing)
    /// Aligns the baselines of the first lines of text (GTK's baseline alignment).
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    /// Aligns the baselines of the last lines of text; GTK 4.8 aligns only first baselines, so
    /// this aligns bottom edges, which matches for single-line text.
    public static let lastTextBaseline = VerticalAlignment(.trailing)
}

/// An alignment in both axes, as `.frame(…, alignment:)`, `ZStack(alignment:)` and
/// `.overlay(alignment:)` take.
///
/// ```swift
/// Text("Badge").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
/// ```
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top edge, centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The center.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom edge, centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centered, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centered, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
