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
    /// Where the column comes from in the columns builder, from the outside in: statement
    /// positions, branches and `ForEach` element ids. A column keeps its identity (and its
    /// GTK column) while its place stays.
    var path: [AnyHashable] = []

    /// The column's identity among the table's columns.
    var id: AnyHashable { AnyHashable(path) }
}

@MainActor
extension Array where Element == TableColumnSpec {
    /// The columns with a different identity each: a column repeating an earlier one's (a
    /// `ForEach` of columns with repeated ids) becomes another column, and is reported.
    func uniquelyIdentified() -> [TableColumnSpec] {
        var seen = Set<AnyHashable>()
        return map { column in
            var column = column
            if !seen.insert(column.id).inserted {
                Diagnostics.emitOnce(
                    "warning: Table: two columns have the identity \(column.path); a ForEach among the columns needs a different id per element."
                )
                while !seen.insert(column.id).inserted { column.path.append("repeated") }
            }
            return column
        }
    }

    /// The columns, placed under `component` of the content around them.
    func placed(at component: AnyHashable) -> [TableColumnSpec] {
        map { column in
            var column = column
            column.path.insert(component, at: 0)
            return column
        }
    }
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
        // By column identity: a column added or removed leaves the other cells' state alone.
        ForEach(columns, id: \.id) { column in
            HStack(spacing: 0) { AnyView(column.cell(value)) }
        }
    }
}
