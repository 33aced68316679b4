/// How a lazy list looks and selects: the part of a `List`, `LazyVStack` or `LazyVGrid` that
/// is not its rows.
///
/// Backends receive it in ``LazyListBackend/makeLazyList(_:rows:)`` and
/// ``LazyListBackend/updateLazyList(_:configuration:)``.
///
/// ```swift
/// LazyListConfiguration(style: .list, selectionMode: .single)
/// ```
public struct LazyListConfiguration: Hashable, Sendable {
    /// The look of the container.
    public enum Style: Hashable, Sendable {
        /// A GNOME list: rows with padding, hover and selection highlight.
        case list
        /// Rows stacked without list styling, as `LazyVStack` shows them.
        case plain
        /// Cells in columns, as `LazyVGrid` shows them.
        case grid(LazyGridColumns)
    }

    /// How a `List`'s rows are drawn (from `.listStyle(_:)`); lazy stacks and grids ignore it.
    public enum Appearance: Hashable, Sendable {
        /// GNOME's `rich-list` rows.
        case automatic
        /// `rich-list` rows with separators, edge to edge.
        case plain
        /// `rich-list` rows inset from the edges.
        case inset
        /// `rich-list` rows with separators.
        case grouped
        /// A rounded card of separated rows, inset from the edges.
        case insetGrouped
        /// GNOME's `navigation-sidebar` rows.
        case sidebar
        /// `rich-list` rows in a frame.
        case bordered
    }

    /// How many rows the user may select.
    public enum SelectionMode: Hashable, Sendable {
        /// None.
        case none
        /// At most one.
        case single
        /// Any number.
        case multiple
    }

    /// The look of the container.
    public var style: Style
    /// How many rows the user may select.
    public var selectionMode: SelectionMode
    /// Points between rows (and between columns of a grid); nil for the style's own spacing.
    public var spacing: Double?
    /// Where rows narrower than the container sit across it.
    public var alignment: AxisAlignment
    /// How a list's rows are drawn.
    public var appearance: Appearance
    /// Whether a list or table leaves out its own background, so what is behind it shows
    /// through (`.scrollContentBackground(.hidden)`).
    public var hidesContentBackground = false
    /// The axis the rows follow and the container scrolls along: vertical for `List`,
    /// `LazyVStack` and `LazyVGrid`, horizontal for `LazyHStack` and `LazyHGrid` (whose grid
    /// "columns" are then rows, and `minimumCellWidth` a cell's height).
    public var axis: Axis

    /// Creates a configuration.
    public init(
        style: Style, selectionMode: SelectionMode = .none, spacing: Double? = nil, alignment: AxisAlignment = .leading,
        appearance: Appearance = .automatic,
        axis: Axis = .vertical
    ) {
        self.axis = axis
        self.style = style
        self.appearance = appearance
        self.selectionMode = selectionMode
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The columns of a lazy grid, as a recycling grid widget with one column count can show
/// them: every column is as wide as the others.
///
/// Computed from `LazyVGrid`'s ``GridItem``s: fixed and flexible items give exactly that many
/// columns; an adaptive item gives as many columns of at least its minimum width as fit.
///
/// ```swift
/// LazyGridColumns(minimumCount: 3, maximumCount: 3, minimumCellWidth: nil)
/// ```
public struct LazyGridColumns: Hashable, Sendable {
    /// The fewest columns shown however narrow the grid is.
    public var minimumCount: Int
    /// The most columns shown however wide the grid is.
    public var maximumCount: Int
    /// The width every cell asks for at least, in points, when the items set one.
    public var minimumCellWidth: Double?

    /// Creates a column description.
    public init(minimumCount: Int, maximumCount: Int, minimumCellWidth: Double?) {
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.minimumCellWidth = minimumCellWidth
    }
}
