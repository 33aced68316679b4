import Foundation

/// Works out where a grid's cells go from its content's nodes: which widgets are rows of cells
/// (a `GridRow`'s) and which span the grid, and what the cell modifiers say about each.
@MainActor
struct GridLayout {
    /// The grid's own alignment, for cells nothing nearer aligns.
    let alignment: Alignment

    private enum Entry {
        case row([BackendWidget], VerticalAlignment?)
        case spanning(BackendWidget)
    }

    /// The placement of every widget of `content`, row by row.
    func placements(for content: ViewNode) -> [GridCellPlacement] {
        var traits: [ObjectIdentifier: GridCellTraits] = [:]
        collectTraits(of: content, into: &traits)
        let entries = self.entries(of: content)
        func span(_ widget: BackendWidget) -> Int { max(1, traits[ObjectIdentifier(widget)]?.columns ?? 1) }
        var columnCount = 1
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for case .row(let widgets, _) in entries {
            var column = 0
            for widget in widgets {
                if let guide = traits[ObjectIdentifier(widget)]?.columnAlignment, columnAlignments[column] == nil {
                    columnAlignments[column] = guide
                }
                column += span(widget)
            }
            columnCount = max(columnCount, column)
        }
        var cells: [GridCellPlacement] = []
        for (row, entry) in entries.enumerated() {
            switch entry {
            case .spanning(let widget):
                cells.append(
                    placement(
                        widget, row: row, column: 0, span: columnCount, traits: traits[ObjectIdentifier(widget)],
                        horizontal: alignment.horizontal, vertical: alignment.vertical))
            case .row(let widgets, let rowAlignment):
                var column = 0
                for widget in widgets {
                    let width = span(widget)
                    cells.append(
                        placement(
                            widget, row: row, column: column, span: width, traits: traits[ObjectIdentifier(widget)],
                            horizontal: columnAlignments[column] ?? alignment.horizontal,
                            vertical: rowAlignment ?? alignment.vertical))
                    column += width
                }
            }
        }
        return cells
    }

    private func placement(
        _ widget: BackendWidget, row: Int, column: Int, span: Int, traits: GridCellTraits?,
        horizontal: HorizontalAlignment, vertical: VerticalAlignment
    ) -> GridCellPlacement {
        var horizontalPosition = horizontal.position
        var verticalPosition = vertical.position
        if let anchor = traits?.anchor {
            horizontalPosition = Self.nearestPosition(anchor.x)
            verticalPosition = Self.nearestPosition(anchor.y)
        }
        return GridCellPlacement(
            widget: widget, row: row, column: column, columnSpan: span, horizontal: horizontalPosition,
            vertical: verticalPosition, unsizedAxes: traits?.unsizedAxes ?? [])
    }

    /// The edge or centre nearest a unit position: GTK places a child at its start, centre or
    /// end only.
    private static func nearestPosition(_ unit: CGFloat) -> AxisAlignment {
        if unit < 1.0 / 3 { return .leading }
        if unit > 2.0 / 3 { return .trailing }
        return .center
    }

    /// The rows of the content: each `GridRow`, and each other widget as a spanning row. A
    /// node whose widgets are not its children's (it wraps them, as a container does) is one
    /// piece of content, however it is built inside.
    private func entries(of node: ViewNode) -> [Entry] {
        if let row = node as? GridRowNode { return [.row(row.hostWidgets, row.alignment)] }
        let children = node.childNodes
        if children.isEmpty || node is ContainerNode || !sameWidgets(children.flatMap(\.hostWidgets), node.hostWidgets)
        {
            return node.hostWidgets.map { .spanning($0) }
        }
        return children.flatMap { entries(of: $0) }
    }

    /// Records what the cell modifiers on the way down say about each widget, stopping at
    /// containers, whose children are not the grid's cells.
    private func collectTraits(of node: ViewNode, into traits: inout [ObjectIdentifier: GridCellTraits]) {
        if let cell = node as? GridCellModifierNode, let modifier = cell.modifier {
            for widget in node.hostWidgets {
                traits[ObjectIdentifier(widget), default: GridCellTraits()].fill(from: modifier.traits)
            }
        }
        if node is ContainerNode { return }
        for child in node.childNodes { collectTraits(of: child, into: &traits) }
    }
}

extension GridCellTraits {
    /// Fills the traits not set yet from `other`: the outermost modifier wins.
    mutating func fill(from other: GridCellTraits) {
        columns = columns ?? other.columns
        columnAlignment = columnAlignment ?? other.columnAlignment
        anchor = anchor ?? other.anchor
        unsizedAxes = unsizedAxes ?? other.unsizedAxes
    }
}
