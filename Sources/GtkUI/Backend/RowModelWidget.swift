import CGtk
import GtkUICore

/// A widget whose rows come from a GtkUIRowModel through a selection model: a list
/// (``LazyListWidget``) or a table (``TableWidget``), which share the row-model calls of
/// ``LazyListBackend``.
@MainActor
protocol RowModelWidget: AnyObject {
    /// The GtkUIRowModel: a row count.
    var model: Gtk.Object { get }
    /// The `GtkNoSelection`, `GtkSingleSelection` or `GtkMultiSelection` over the model.
    var selectionModel: Gtk.Object { get }
    var selectionMode: LazyListConfiguration.SelectionMode { get }
    /// The `GtkListView` or `GtkGridView` that lays the rows out and has GTK's `list.*`
    /// actions (a table's is inside its `GtkColumnView`).
    var scrolledList: Gtk.Widget { get }
}

extension RowModelWidget {
    /// The number of rows in the model.
    var rowCount: Int { Int(g_list_model_get_n_items(OpaquePointer(model.pointer))) }

    /// The selected positions, in order.
    var selectedPositions: [Int] {
        guard let bitset = gtk_selection_model_get_selection(OpaquePointer(selectionModel.pointer)) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        let size = gtk_bitset_get_size(bitset)
        return (0..<size).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
    }

    /// Selects exactly `positions` without reporting it as the user's selection.
    func select(_ positions: [Int]) {
        let model = OpaquePointer(selectionModel.pointer)
        selectionModel.withSignalsBlocked {
            if selectionMode == .single {
                let position = positions.first.map(guint.init) ?? GTK_INVALID_LIST_POSITION
                gtk_single_selection_set_selected(model, position)
                return
            }
            let selected = gtk_bitset_new_empty()
            let mask = gtk_bitset_new_range(0, guint(rowCount))
            for position in positions { gtk_bitset_add(selected, guint(position)) }
            gtk_selection_model_set_selection(model, selected, mask)
            gtk_bitset_unref(selected)
            gtk_bitset_unref(mask)
        }
    }
}
