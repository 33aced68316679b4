import GtkUICore

extension RecordingBackend: GridBackend {
    /// Creates a `Grid` test widget.
    public func makeGrid() -> BackendWidget { TestWidget(kind: "Grid") }

    /// Makes the cells' widgets the grid's children in row order and records each one's place
    /// as its `gridCell` property (`row,column,span`), its alignment as `gridAlignment` and its
    /// unsized axes as `gridUnsizedAxes`; the spacings are the grid's own properties. Only
    /// values that change count as writes.
    public func updateGrid(
        _ grid: BackendWidget, cells: [GridCellPlacement], horizontalSpacing: Double, verticalSpacing: Double
    ) {
        let widget = grid as! TestWidget
        setChildren(cells.map(\.widget), of: widget)
        widget.set("horizontalSpacing", horizontalSpacing, statistics)
        widget.set("verticalSpacing", verticalSpacing, statistics)
        for cell in cells {
            let child = cell.widget as! TestWidget
            child.set("gridCell", "\(cell.row),\(cell.column),\(cell.columnSpan)", statistics)
            child.set("gridAlignment", "\(cell.horizontal),\(cell.vertical)", statistics)
            child.set("gridUnsizedAxes", cell.unsizedAxes.rawValue, statistics)
        }
    }
}
