import CGtk
import CGtkUI
import GtkUICore

/// A `GtkColumnView` in a `GtkScrolledWindow`, over a GtkUIRowModel: the widget behind
/// `Table`.
///
/// Each column has its own `GtkSignalListItemFactory` (``TableColumnItem``); the cells GTK
/// binds for one row share the row model's item, and are gathered by it into a
/// ``TableRowSlot``, which is what the view graph's ``LazyListRowSource`` binds and fills. The
/// column view's own list keeps widgets only for the rows on screen, as a `List`'s does. The
/// selection model reports the user's selection, and the view's sorter the header clicks.
final class TableWidget: Gtk.ScrolledWindow, RowModelWidget {
    let model: Gtk.Object
    let selectionModel: Gtk.Object
    let view: Gtk.Widget
    /// The column view's sorter: `changed` when the user clicks a sortable header.
    private let sorter: Gtk.Object
    let selectionMode: LazyListConfiguration.SelectionMode
    weak var rows: (any LazyListRowSource)?
    weak var headers: (any TableHeaderSource)?
    private weak var backend: GtkBackend?
    private(set) var columns: [TableColumnItem] = []
    /// Rows with a bound cell, by row-model item.
    private var slots: [UnsafeMutableRawPointer: TableRowSlot] = [:]
    /// The slot each bound cell's list item is bound into.
    private var cellSlots: [UnsafeMutableRawPointer: TableRowSlot] = [:]

    init(
        configuration: LazyListConfiguration, rows: any LazyListRowSource, headers: any TableHeaderSource,
        backend: GtkBackend
    ) {
        selectionMode = configuration.selectionMode
        self.rows = rows
        self.headers = headers
        self.backend = backend
        let modelPointer = gtkui_row_model_new()!
        model = Gtk.Object(modelPointer)
        g_object_unref(modelPointer)
        selectionModel = LazyListWidget.makeSelectionModel(configuration.selectionMode, over: model)
        // The column view takes the selection model reference it is given.
        let viewPointer = gtk_column_view_new(OpaquePointer(g_object_ref(selectionModel.pointer)))!
        view = Gtk.Widget(UnsafeMutableRawPointer(viewPointer))
        sorter = Gtk.Object(UnsafeMutableRawPointer(gtk_column_view_get_sorter(OpaquePointer(viewPointer))!))
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(gtkui_scrolled_window(pointer), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_height(gtkui_scrolled_window(pointer), 160)
        flexibility = (true, true)
        connectSignals()
        setChild(view)
    }

    private var columnView: OpaquePointer { OpaquePointer(view.pointer) }

    /// The column view's own list of rows (a `GtkColumnListView`), which scrolls to a row.
    var scrolledList: Gtk.Widget {
        var child = gtk_widget_get_first_child(view.widget)
        while let current = child {
            if gtkui_is_a(UnsafeMutableRawPointer(current), gtk_list_view_get_type()) != 0 {
                return Gtk.Widget(UnsafeMutableRawPointer(current))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return view
    }

    // MARK: Columns and sorting

    /// Makes the columns those of `configurations`, matched by id: a column that stays keeps
    /// its `GtkColumnViewColumn` (moved if its place changed), a new one is inserted, and one
    /// whose id is gone is removed.
    func update(_ configurations: [TableColumnConfiguration]) {
        let wanted = Set(configurations.map(\.id))
        for column in columns where !wanted.contains(column.id) { remove(column) }
        var current = columns.filter { wanted.contains($0.id) }
        for (position, configuration) in configurations.enumerated() {
            let column: TableColumnItem
            if let index = current.firstIndex(where: { $0.id == configuration.id }) {
                column = current[index]
                if index != position {
                    current.remove(at: index)
                    current.insert(column, at: position)
                    // Inserting a column of the view moves it.
                    gtk_column_view_insert_column(columnView, guint(position), OpaquePointer(column.column.pointer))
                }
            } else {
                column = makeColumn(id: configuration.id)
                current.insert(column, at: position)
                columns = current
                gtk_column_view_insert_column(columnView, guint(position), OpaquePointer(column.column.pointer))
            }
            column.apply(configuration)
        }
        columns = current
    }

    private func makeColumn(id: Int) -> TableColumnItem {
        let column = TableColumnItem(id: id)
        column.connect(
            bind: { [weak self, unowned column] cell in self?.bind(cell, column: column) },
            unbind: { [weak self] cell in self?.unbind(cell) })
        return column
    }

    /// Removes `column` from the view, and its cells from the rows they were bound into.
    private func remove(_ column: TableColumnItem) {
        column.disconnect()
        for slot in Array(slots.values) {
            guard let listItem = slot.removeCell(of: column) else { continue }
            cellSlots[listItem] = nil
            guard slot.isEmpty else { continue }
            slots[slot.item] = nil
            rows?.unbindRow(slot)
        }
        gtk_column_view_remove_column(columnView, OpaquePointer(column.column.pointer))
    }

    /// Shows `indicator` in the headers without reporting it as a click.
    func showSortIndicator(_ indicator: TableSortIndicator?) {
        let column = indicator.flatMap { $0.column < columns.count ? columns[$0.column] : nil }
        sorter.withSignalsBlocked {
            gtk_column_view_sort_by_column(
                columnView, column.map { OpaquePointer($0.column.pointer) },
                indicator?.ascending == false ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        }
    }

    /// Draws the separators, frame and alternating rows `appearance` asks for.
    func apply(_ appearance: TableAppearance) {
        TableStyleSheet.install()
        gtk_column_view_set_show_column_separators(columnView, appearance.style == .inset ? 0 : 1)
        gtk_column_view_set_show_row_separators(columnView, appearance.style == .bordered ? 1 : 0)
        gtk_scrolled_window_set_has_frame(gtkui_scrolled_window(pointer), appearance.style == .bordered ? 1 : 0)
        view.setCSSClass(TableStyleSheet.alternatingClass, appearance.alternatesRowBackgrounds)
    }

    // MARK: Rows

    /// The slot of `listItem`'s row: the one its cell is bound into.
    func slot(ofCell listItem: UnsafeMutableRawPointer) -> TableRowSlot? { cellSlots[listItem] }

    private func bind(_ cell: TableCell, column: TableColumnItem) {
        guard let backend, let item = gtk_list_item_get_item(OpaquePointer(cell.listItem)) else { return }
        unbind(cell)
        let key = UnsafeMutableRawPointer(item)
        let slot = slots[key] ?? TableRowSlot(item: key, table: self)
        let isFirst = slot.isEmpty
        slots[key] = slot
        cellSlots[cell.listItem] = slot
        slot.bind(cell, column: column, with: backend)
        if isFirst, let position = slot.position { rows?.bindRow(slot, at: position) }
    }

    private func unbind(_ cell: TableCell) {
        guard let slot = cellSlots.removeValue(forKey: cell.listItem) else { return }
        slot.unbind(cell.listItem)
        guard slot.isEmpty else { return }
        if slots[slot.item] === slot { slots[slot.item] = nil }
        rows?.unbindRow(slot)
    }

    // MARK: Signals

    private func connectSignals() {
        if selectionMode != .none {
            selectionModel.connectIgnoringRange("selection-changed") { [weak self] in
                guard let self else { return }
                rows?.rowsSelected(selectedPositions)
            }
        }
        sorter.connectIgnoringArgument("changed") { [weak self] in
            guard let self else { return }
            var ascending: Int32 = 1
            // The probe sorters report the column's id; the view graph asks for its position.
            let id = gtkui_column_view_sorted_column(view.pointer, &ascending)
            guard id >= 0, let position = columns.firstIndex(where: { $0.id == Int(id) }) else { return }
            headers?.sortRequested(column: position, ascending: ascending != 0)
        }
    }

    /// Disconnects the factories, selection and sorter handlers and releases the slots: after
    /// this the view graph hears nothing more from the table.
    override func disconnectAllSignals() {
        for column in columns { column.disconnect() }
        selectionModel.disconnectAllSignals()
        sorter.disconnectAllSignals()
        slots.removeAll()
        cellSlots.removeAll()
        super.disconnectAllSignals()
    }
}

/// The CSS tables need beyond GTK's theme, installed once for the display.
@MainActor
enum TableStyleSheet {
    /// Added to a column view whose rows alternate backgrounds.
    static let alternatingClass = "gtkui-alternating-rows"
    private static var sheet: Gtk.StyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let sheet = Gtk.StyleSheet()
        sheet.load(
            """
            columnview.\(alternatingClass) > listview > row:nth-child(even):not(:selected) {
                background-color: alpha(currentColor, 0.04);
            }
            """)
        self.sheet = sheet
    }
}
