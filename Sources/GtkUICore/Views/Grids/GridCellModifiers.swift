/// What one cell modifier says about a ``Grid`` cell; unset parts leave it to others.
struct GridCellTraits: Equatable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?
}

/// Tells the enclosing ``Grid`` how to place this view's cell: the columns it spans, its
/// column's alignment, its anchor or the axes it does not size.
public struct _GridCellModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let traits: GridCellTraits
    func makeNode(in graph: ViewGraph) -> ViewNode { GridCellModifierNode(graph: graph) }
}

/// A grid cell modifier's node: when what it says changes after the grid placed its cells (a
/// state inside the cell's view changed it), it has the grid place them again.
@MainActor
final class GridCellModifierNode: ModifierNode<_GridCellModifier> {
    private var placedTraits: GridCellTraits?

    override func didUpdate(isFirst: Bool) {
        let traits = modifier?.traits
        defer { placedTraits = traits }
        guard !isFirst, traits != placedTraits else { return }
        enclosingGrid?.cellsDidChange()
    }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    ///
    /// The cells after it in the row move right by as many columns. A count below 1 is
    /// reported and treated as 1.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Wide").gridCellColumns(2)
    ///     Text("Narrow")
    /// }
    /// ```
    ///
    /// - Parameter count: The number of columns, at least 1.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellModifier> {
        var columns = count
        if count < 1 {
            Diagnostics.emitOnce(
                "gridCellColumns(\(count)) on \(shortTypeName(Self.self)): a Grid cell spans at least one column; "
                    + "it spans 1. Pass a count of 1 or more.")
            columns = 1
        }
        return modifier(_GridCellModifier(traits: GridCellTraits(columns: columns)))
    }

    /// Aligns every cell of this cell's `Grid` column horizontally to `guide`.
    ///
    /// Put it on any one cell of the column (the first one read wins if several cells of a
    /// column say different things); it overrides the grid's own horizontal alignment.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Price")
    ///     Text("12.50").gridColumnAlignment(.trailing)
    /// }
    /// ```
    ///
    /// - Parameter guide: Where the column's cells sit across the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(columnAlignment: guide)))
    }

    /// Places this view within its `Grid` cell at `anchor`, overriding the row's and the
    /// column's alignment.
    ///
    /// GTK places a child at the start, centre or end of its area, so each coordinate of
    /// `anchor` goes to the nearest of those: `.topLeading`, `.center`, `.bottomTrailing` and
    /// the other named points are exact; `UnitPoint(x: 0.2, y: 0.9)` sits at the bottom leading.
    ///
    /// ```swift
    /// Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topTrailing)
    /// ```
    ///
    /// - Parameter anchor: Where the view sits in its cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(anchor: anchor)))
    }

    /// Makes this `Grid` cell take the width or height its column or row gets from the other
    /// cells, instead of asking for more.
    ///
    /// A flexible view such as a `Color` or a `Divider` widens (or heightens) a grid to all the
    /// space offered; with its axis unsized it fills the cell the other cells size.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name"); Text("Ada") }
    ///     Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// }
    /// ```
    ///
    /// - Parameter axes: The axes the cell does not size.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(unsizedAxes: axes)))
    }
}
