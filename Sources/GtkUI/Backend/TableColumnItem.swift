import CGtk
import CGtkUI
import GtkUICore

/// One `GtkColumnViewColumn` of a table and its `GtkSignalListItemFactory`, whose cells it
/// reports to the table.
@MainActor
final class TableColumnItem {
    let column: Gtk.Object
    let factory: Gtk.Object
    /// The column's identity (``TableColumnConfiguration/id``), which its sorter reports.
    let id: Int
    private(set) var configuration: TableColumnConfiguration?
    /// The cells of the column, by `GtkListItem`, from `setup` to `teardown`.
    private(set) var cells: [UnsafeMutableRawPointer: TableCell] = [:]

    init(id: Int) {
        self.id = id
        let factoryPointer = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new())!
        factory = Gtk.Object(factoryPointer)
        // The column takes the factory reference it is given; the wrapper holds its own.
        let columnPointer = gtk_column_view_column_new(nil, OpaquePointer(factoryPointer))!
        column = Gtk.Object(UnsafeMutableRawPointer(columnPointer))
        g_object_unref(UnsafeMutableRawPointer(columnPointer))
        gtk_column_view_column_set_resizable(columnPointer, 1)
    }

    private var columnPointer: OpaquePointer { OpaquePointer(column.pointer) }

    /// Reports the factory's signals: `bind` and `unbind` with the cell, `teardown` before the
    /// cell goes.
    func connect(
        bind: @escaping @MainActor (TableCell) -> Void, unbind: @escaping @MainActor (TableCell) -> Void
    ) {
        factory.connectPassingArgument("setup") { [weak self] listItem in
            guard let self else { return }
            let cell = TableCell(listItem: listItem)
            cells[listItem] = cell
            applyMinimumWidth(to: cell)
        }
        factory.connectPassingArgument("bind") { [weak self] listItem in
            if let cell = self?.cells[listItem] { bind(cell) }
        }
        factory.connectPassingArgument("unbind") { [weak self] listItem in
            if let cell = self?.cells[listItem] { unbind(cell) }
        }
        factory.connectPassingArgument("teardown") { [weak self] listItem in
            if let cell = self?.cells.removeValue(forKey: listItem) { unbind(cell) }
        }
    }

    /// Applies the header title, sorting and width that differ from the last configuration.
    func apply(_ new: TableColumnConfiguration) {
        let old = configuration
        configuration = new
        if old?.title != new.title { gtk_column_view_column_set_title(columnPointer, new.title) }
        if old?.isSortable != new.isSortable {
            if new.isSortable {
                let sorter = gtkui_column_sorter_new(Int32(id))!
                gtk_column_view_column_set_sorter(columnPointer, sorter.assumingMemoryBound(to: GtkSorter.self))
                g_object_unref(sorter)
            } else {
                gtk_column_view_column_set_sorter(columnPointer, nil)
            }
        }
        guard old?.width != new.width else { return }
        switch new.width {
        case .flexible:
            gtk_column_view_column_set_fixed_width(columnPointer, -1)
            gtk_column_view_column_set_expand(columnPointer, 1)
        case .fixed(let width):
            gtk_column_view_column_set_fixed_width(columnPointer, Int32(width.rounded()))
            gtk_column_view_column_set_expand(columnPointer, 0)
        case .range(let minimum, let ideal, let maximum):
            let start = ideal ?? minimum
            gtk_column_view_column_set_fixed_width(columnPointer, start.map { Int32($0.rounded()) } ?? -1)
            gtk_column_view_column_set_expand(columnPointer, maximum == .infinity || start == nil ? 1 : 0)
        }
        for cell in cells.values { applyMinimumWidth(to: cell) }
    }

    /// A column is as wide as its widest cell needs at least: each cell asks for the minimum.
    private func applyMinimumWidth(to cell: TableCell) {
        var minimum = -1
        if case .range(let value?, _, _) = configuration?.width { minimum = Int(value.rounded()) }
        cell.box.sizeRequest = (minimum, -1)
    }

    /// Disconnects the factory's handlers; the cells' slots are the table's to release.
    func disconnect() {
        factory.disconnectAllSignals()
        cells.removeAll()
    }
}
