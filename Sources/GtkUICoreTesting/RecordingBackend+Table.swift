import GtkUICore

extension RecordingBackend: TableBackend {
    /// Creates a lazy list test widget (see ``makeLazyList(_:rows:)``) that also records its
    /// columns and sort indicator; ``TestWidget/clickHeader(_:ascending:)`` clicks a header.
    public func makeTable(
        _ configuration: LazyListConfiguration, rows: any LazyListRowSource, headers: any TableHeaderSource
    ) -> BackendWidget {
        let widget = makeLazyList(configuration, rows: rows) as! TestWidget
        widget.tableHeaders = headers
        return widget
    }

    /// Records the columns as `columns` (titles, `|`-separated; a sortable one marked `↕`),
    /// `columnIDs` and `columnWidths`.
    public func updateTableColumns(_ table: BackendWidget, _ columns: [TableColumnConfiguration]) {
        let widget = table as! TestWidget
        widget.set(
            "columns", columns.map { $0.title + ($0.isSortable ? "↕" : "") }.joined(separator: "|"), statistics)
        widget.set("columnIDs", columns.map { "\($0.id)" }.joined(separator: "|"), statistics)
        widget.set("columnWidths", columns.map { "\($0.width)" }.joined(separator: "|"), statistics)
    }

    /// Records the indicator as `sortIndicator`: `2↑` (third column, ascending), `0↓`, or `none`.
    public func setTableSortIndicator(_ table: BackendWidget, _ indicator: TableSortIndicator?) {
        let text = indicator.map { "\($0.column)\($0.ascending ? "↑" : "↓")" } ?? "none"
        (table as! TestWidget).set("sortIndicator", text, statistics)
    }
}

extension RecordingBackend {
    /// Records the look as `tableStyle` (`automatic`, `inset`, `bordered`, with `+alternating`).
    public func setTableAppearance(_ table: BackendWidget, _ appearance: TableAppearance) {
        let text = "\(appearance.style)" + (appearance.alternatesRowBackgrounds ? "+alternating" : "")
        (table as! TestWidget).set("tableStyle", text, statistics)
    }
}

extension TestWidget {
    /// Clicks the header of the column at `column` of a `Table`'s widget, as GTK reports a
    /// click: asking to sort by it in the direction its arrow now points.
    public func clickHeader(_ column: Int, ascending: Bool = true) {
        guard let tableHeaders else { preconditionFailure("\(kind) is not a table") }
        tableHeaders.sortRequested(column: column, ascending: ascending)
    }
}
