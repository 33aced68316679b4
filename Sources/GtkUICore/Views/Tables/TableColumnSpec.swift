import Foundation

/// One column of a table without its types: what the table needs to show its header, build its
/// cells and sort by it.
@MainActor
struct TableColumnSpec {
    /// The header's text in a locale.
    let title: (Locale) -> String
    /// Builds the cell of a row; the argument is the row's value.
    let cell: (Any) -> any View
    /// The comparator the header sorts with, nil when the column does not sort.
    let comparator: (any SortComparator)?
    let width: TableColumnConfiguration.Width
}

extension SortComparator {
    /// Whether `other` compares the same way as this comparator, in either order: the same
    /// column's comparator.
    func sortsLike(_ other: any SortComparator) -> Bool {
        guard var other = other as? Self else { return false }
        var this = self
        this.order = .forward
        other.order = .forward
        return this == other
    }
}

/// The cells of one table row: one view per column, each in a stack of its own so that the
/// row's widgets are exactly one per column.
struct TableRowCells: View {
    let value: Any
    let columns: [TableColumnSpec]

    var body: some View {
        ForEach(0..<columns.count, id: \.self) { index in
            HStack(spacing: 0) { AnyView(columns[index].cell(value)) }
        }
    }
}
