import CGtk
import CGtkUI
import GtkUICore

extension GtkBackend: LazyListBackend {
    /// Creates a `GtkListView` (a `GtkGridView` for a grid) over a GListModel that is only a row count,
    /// in a vertically scrolling window at least 160 pixels tall that expands both ways; lists get
    /// GNOME's `rich-list` rows, stacks and grids plain ones.
    public func makeLazyList(_ configuration: LazyListConfiguration, rows: any LazyListRowSource) -> BackendWidget {
        LazyListWidget(configuration: configuration, rows: rows)
    }

    /// Restyles the list and its rows for the new spacing, alignment or grid columns.
    public func updateLazyList(_ list: BackendWidget, configuration: LazyListConfiguration) {
        // A table's look does not follow the list style; its selection mode is fixed.
        guard let list = list as? LazyListWidget else {
            if let table = list as? TableWidget { applyContentBackground(of: table, configuration) }
            return
        }
        guard list.configuration != configuration else { return }
        list.update(configuration)
        statistics.recordWrite("LazyList", "configuration")
    }

    /// Leaves out a table's base background (`.scrollContentBackground(.hidden)`), or draws it.
    private func applyContentBackground(of table: TableWidget, _ configuration: LazyListConfiguration) {
        let hidden = configuration.hidesContentBackground
        guard hidden || table.view.hasCSSClass(Gtk.noContentBackgroundClass) else { return }
        Gtk.installNoContentBackgroundStyle()
        write(table.view, "Table", "backgroundHidden", hidden) {
            table.view.setCSSClass(Gtk.noContentBackgroundClass, $0)
        }
    }

    /// Emits `items-changed` on the list's model; GTK binds and unbinds the rows on screen in response.
    public func spliceLazyList(_ list: BackendWidget, _ splice: LazyListSplice) {
        let list = list as! RowModelWidget
        gtkui_row_model_splice(
            list.model.pointer, guint(splice.position), guint(splice.removedCount), guint(splice.addedCount))
    }

    /// Moves `content` into the slot's box (out of any other slot's box) and styles the row: a
    /// header gets the `heading` class, a footer `dim-label`, and only selectable rows can be selected.
    public func setLazyRowContent(_ content: [BackendWidget], kind: LazyRowKind, in slot: LazyRowSlot) {
        if let row = slot as? TableRowSlot { return row.place(content.map { $0 as! Gtk.Widget }, with: self) }
        let slot = slot as! LazyRowSlotItem
        slot.apply(kind)
        slot.place(content.map { $0 as! Gtk.Widget }, with: self)
    }

    /// The position the slot's `GtkListItem` shows.
    public func lazyRowPosition(of slot: LazyRowSlot, in list: BackendWidget) -> Int? {
        if let row = slot as? TableRowSlot { return row.position }
        return (slot as! LazyRowSlotItem).position
    }

    /// Selects exactly `positions` on the list's selection model with its handler blocked, skipping the
    /// write when they are already the selection.
    public func selectLazyRows(_ positions: [Int], in list: BackendWidget) {
        let list = list as! RowModelWidget
        guard list.selectedPositions != positions.sorted() else { return }
        list.select(positions)
        statistics.recordWrite("LazyList", "selection")
    }
}
