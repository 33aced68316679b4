import CGtk
import GtkUICore

extension GtkBackend: TableBackend {
    /// Creates a `GtkColumnView` with column separators over a GListModel that is only a row
    /// count, in a scrolled window at least 160 pixels tall that expands both ways; its columns
    /// come with ``updateTableColumns(_:_:)``.
    public func makeTable(
        _ configuration: LazyListConfiguration, rows: any LazyListRowSource, headers: any TableHeaderSource
    ) -> BackendWidget {
        TableWidget(configuration: configuration, rows: rows, headers: headers, backend: self)
    }

    /// Adds, removes and changes `GtkColumnViewColumn`s: titles, sorters and widths that differ.
    public func updateTableColumns(_ table: BackendWidget, _ columns: [TableColumnConfiguration]) {
        (table as! TableWidget).update(columns)
        statistics.recordWrite("Table", "columns")
    }

    /// Shows the sort arrow in the column's header (`gtk_column_view_sort_by_column`), or none.
    public func setTableSortIndicator(_ table: BackendWidget, _ indicator: TableSortIndicator?) {
        (table as! TableWidget).showSortIndicator(indicator)
        statistics.recordWrite("Table", "sortIndicator")
    }

    /// Shows or hides the column and row separators and the scrolled window's frame, and
    /// shades every other row with GtkUI's style sheet.
    public func setTableAppearance(_ table: BackendWidget, _ appearance: TableAppearance) {
        (table as! TableWidget).apply(appearance)
        statistics.recordWrite("Table", "appearance")
    }
}
