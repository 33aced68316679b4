/// A description of one column of a ``LazyVGrid``.
///
/// GTK's recycling grid gives every column the same width, so a grid's items are reduced to
/// a column count and a minimum cell width (see ``LazyVGrid`` for how).
///
/// ```swift
/// let columns = [GridItem(.flexible()), GridItem(.flexible())]
/// let tiles = [GridItem(.adaptive(minimum: 80))]
/// ```
public struct GridItem: Sendable, Hashable {
    /// How wide a column is.
    public enum Size: Sendable, Hashable {
        /// One column exactly this many points wide.
        case fixed(Double)
        /// One column that shares the free width with the other flexible columns.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns at least `minimum` points wide as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How wide the column is.
    public var size: Size
    /// Points between this column and the next; nil for the grid's spacing.
    public var spacing: Double?
    /// Where a cell's content sits in its cell; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a column description.
    ///
    /// - Parameters:
    ///   - size: How wide the column is; flexible by default.
    ///   - spacing: Points to the next column; nil for the grid's spacing.
    ///   - alignment: Where a cell's content sits; nil for the grid's alignment.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
