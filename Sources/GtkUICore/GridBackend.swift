/// Where one widget sits in a ``Grid``: its row, its column, how many columns it spans, and
/// how it is placed within that area.
public struct GridCellPlacement: Equatable {
    /// The cell's widget.
    public let widget: BackendWidget
    /// The row, from 0 at the top.
    public let row: Int
    /// The first column, from 0 at the leading edge.
    public let column: Int
    /// How many columns the cell spans, at least 1.
    public let columnSpan: Int
    /// Where the content sits across its columns when it does not fill them.
    public let horizontal: AxisAlignment
    /// Where the content sits in its row when it does not fill it.
    public let vertical: AxisAlignment
    /// The axes in which the cell takes the size the grid gives it without asking for more:
    /// a flexible view there fills its cell instead of widening or heightening the grid.
    public let unsizedAxes: Axis.Set

    /// Describes a cell.
    public init(
        widget: BackendWidget, row: Int, column: Int, columnSpan: Int, horizontal: AxisAlignment,
        vertical: AxisAlignment, unsizedAxes: Axis.Set
    ) {
        self.widget = widget
        self.row = row
        self.column = column
        self.columnSpan = columnSpan
        self.horizontal = horizontal
        self.vertical = vertical
        self.unsizedAxes = unsizedAxes
    }

    /// Two placements are equal when they put the same widget in the same place the same way.
    public static func == (lhs: GridCellPlacement, rhs: GridCellPlacement) -> Bool {
        lhs.widget === rhs.widget && lhs.row == rhs.row && lhs.column == rhs.column
            && lhs.columnSpan == rhs.columnSpan && lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
            && lhs.unsizedAxes == rhs.unsizedAxes
    }
}

/// Two-dimensional layout for `Grid`: cells in rows and columns, every column as wide as its
/// widest cell and every row as tall as its tallest.
///
/// Design notes:
/// - The core works out each cell's row, column, span and alignment from the `GridRow`s and
///   cell modifiers (see ``GridCellPlacement``); the backend only puts widgets where it is told.
/// - ``updateGrid(_:cells:horizontalSpacing:verticalSpacing:)`` changes only what differs, so
///   a new cell elsewhere does not move or rewrite the others.
/// - Reached through `graph.backend as? any GridBackend`.
///
/// ```swift
/// let grid = backend.makeGrid()
/// backend.updateGrid(grid, cells: placements, horizontalSpacing: 8, verticalSpacing: 8)
/// ```
@MainActor
public protocol GridBackend: Backend {
    /// Creates an empty grid.
    func makeGrid() -> BackendWidget
    /// Makes `cells` the grid's children, each at its place, removing the widgets left out and
    /// writing only the placements and spacings that changed.
    func updateGrid(
        _ grid: BackendWidget, cells: [GridCellPlacement], horizontalSpacing: Double, verticalSpacing: Double)
}
