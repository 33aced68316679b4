import Foundation

/// What a table shows beyond its rows, read from the view while the node tracks its reads:
/// the columns, the column the rows are sorted by, and how to sort by another.
@MainActor
struct LazyTableState {
    let columns: [TableColumnSpec]
    let indicator: TableSortIndicator?
    /// Writes the sort order for a header click (column, ascending); nil without a binding.
    let sort: ((Int, Bool) -> Void)?
    /// Whether each column's header sorts.
    let sortable: [Bool]
}

/// Hears a table's header clicks and remembers what the table's widget shows, so that a
/// render writes only what changed.
@MainActor
final class TableHeaderController: TableHeaderSource {
    var sort: ((Int, Bool) -> Void)?
    var shownColumns: [TableColumnConfiguration]?
    var shownIndicator: TableSortIndicator??
    var shownAppearance: TableAppearance?

    func sortRequested(column: Int, ascending: Bool) { sort?(column, ascending) }
}

extension LazyListNode {
    private var tableBackend: any TableBackend {
        guard let backend = graph.backend as? any TableBackend else {
            preconditionFailure("\(type(of: graph.backend)) does not implement TableBackend, which Table needs")
        }
        return backend
    }

    /// Creates the table widget, with a controller for its headers.
    func makeTable(_ configuration: LazyListConfiguration) -> BackendWidget {
        let headers = TableHeaderController()
        tableHeaders = headers
        return tableBackend.makeTable(configuration, rows: self, headers: headers)
    }

    /// Shows the table's columns and sort indicator where they changed.
    func applyTable(_ table: LazyTableState, to widget: BackendWidget) {
        guard let headers = tableHeaders else { return }
        headers.sort = table.sort
        let locale = environment.locale
        let columns = table.columns.enumerated().map { index, column in
            TableColumnConfiguration(
                title: column.title(locale), isSortable: table.sortable[index],
                width: column.width)
        }
        if headers.shownColumns != columns {
            headers.shownColumns = columns
            tableBackend.updateTableColumns(widget, columns)
        }
        let appearance = environment.tableAppearance
        if headers.shownAppearance != appearance {
            headers.shownAppearance = appearance
            tableBackend.setTableAppearance(widget, appearance)
        }
        if headers.shownIndicator != .some(table.indicator) {
            headers.shownIndicator = .some(table.indicator)
            tableBackend.setTableSortIndicator(widget, table.indicator)
        }
    }
}
