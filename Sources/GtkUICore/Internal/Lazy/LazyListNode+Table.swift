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
    /// A number for each column identity shown, so the backend can match columns.
    private var columnNumbers: [AnyHashable: Int] = [:]
    private var nextColumnNumber = 0

    func sortRequested(column: Int, ascending: Bool) { sort?(column, ascending) }

    /// The numbers of `columns`' identities: the same as last time for columns that stayed,
    /// new ones for the others; identities that left are forgotten.
    func numbers(of columns: [TableColumnSpec]) -> [Int] {
        var kept: [AnyHashable: Int] = [:]
        let numbers = columns.map { column in
            let id = column.id
            let number = columnNumbers[id] ?? nextColumnNumber
            if number == nextColumnNumber { nextColumnNumber += 1 }
            kept[id] = number
            return number
        }
        columnNumbers = kept
        return numbers
    }
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
        let numbers = headers.numbers(of: table.columns)
        let columns = table.columns.enumerated().map { index, column in
            TableColumnConfiguration(
                id: numbers[index], title: column.title(locale), isSortable: table.sortable[index],
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
