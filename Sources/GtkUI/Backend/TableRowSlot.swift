import CGtk
import GtkUICore

/// One row of a table while GTK shows it: the cells of its columns, which GTK binds one at a
/// time, gathered into the single slot the view graph fills.
///
/// All cells of a row show the same item of the row model, so the slot is found by item. It
/// is bound for the view graph when its first cell is bound and unbound when its last cell is;
/// the row's content (one widget per column) goes into each cell as that cell is bound.
@MainActor
final class TableRowSlot {
    /// The row-model item the row's cells show.
    let item: UnsafeMutableRawPointer
    /// The table whose columns the cells are in.
    private weak var table: TableWidget?
    /// The cells bound to this row, by column: their column and cell.
    private(set) var cells: [ObjectIdentifier: (column: TableColumnItem, cell: TableCell)] = [:]
    /// The row's widgets, one per column, as the view graph last placed them, and the columns
    /// they were placed for, in order.
    private var content: [Gtk.Widget] = []
    private var contentColumns: [ObjectIdentifier] = []

    /// The position the row's cells show, or nil when none is bound.
    var position: Int? {
        for entry in cells.values {
            let position = gtk_list_item_get_position(OpaquePointer(entry.cell.listItem))
            if position != GTK_INVALID_LIST_POSITION { return Int(position) }
        }
        return nil
    }

    var isEmpty: Bool { cells.isEmpty }

    init(item: UnsafeMutableRawPointer, table: TableWidget) {
        self.item = item
        self.table = table
    }

    /// Adds the cell of `column` and shows the row's widget for it, when one was placed for it.
    func bind(_ cell: TableCell, column: TableColumnItem, with backend: GtkBackend) {
        let key = ObjectIdentifier(column)
        cells[key] = (column, cell)
        if let index = contentColumns.firstIndex(of: key), index < content.count {
            cell.show(content[index], with: backend)
        }
    }

    /// Removes the cell of the list item `listItem`.
    func unbind(_ listItem: UnsafeMutableRawPointer) {
        guard let key = cells.first(where: { $0.value.cell.listItem == listItem })?.key else { return }
        cells[key] = nil
    }

    /// Removes the cell of `column`, which left the table; returns its list item.
    func removeCell(of column: TableColumnItem) -> UnsafeMutableRawPointer? {
        cells.removeValue(forKey: ObjectIdentifier(column))?.cell.listItem
    }

    /// Shows `widgets` in the cells, one per column of the table, in order.
    func place(_ widgets: [Gtk.Widget], with backend: GtkBackend) {
        let columns = table?.columns ?? []
        content = widgets
        contentColumns = columns.map(ObjectIdentifier.init)
        for (index, column) in columns.enumerated() where index < widgets.count {
            cells[ObjectIdentifier(column)]?.cell.show(widgets[index], with: backend)
        }
    }
}

/// A cell of a table column: a `GtkListItem` of the column's factory and the box it shows.
@MainActor
final class TableCell {
    let listItem: UnsafeMutableRawPointer
    let box = StackBox(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0)

    init(listItem: UnsafeMutableRawPointer) {
        self.listItem = listItem
        box.alignment = .center
        gtk_list_item_set_child(OpaquePointer(listItem), gtkui_widget(box.pointer))
    }

    /// Makes `widget` the box's only child, at the leading edge unless it takes extra width.
    func show(_ widget: Gtk.Widget, with backend: GtkBackend) {
        backend.setChildren([widget], of: box)
        let fills = gtk_widget_compute_expand(gtkui_widget(widget.pointer), GTK_ORIENTATION_HORIZONTAL) != 0
        widget.horizontalAlignment = fills ? GTK_ALIGN_FILL : GTK_ALIGN_START
    }
}
