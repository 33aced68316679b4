import CGtk
import CGtkUI
import GtkUICore

/// A `GtkListView` (or `GtkGridView`) in a `GtkScrolledWindow`, over a GtkUIRowModel: the
/// widget behind `List`, `LazyVStack` and `LazyVGrid`.
///
/// A `GtkSignalListItemFactory` gives each `GtkListItem` a ``LazyRowSlotItem`` (a box the
/// core fills) at `setup`, and reports `bind`, `unbind` and `teardown` to the view graph's
/// ``LazyListRowSource``. The selection model (`GtkNoSelection`, `GtkSingleSelection` or
/// `GtkMultiSelection`) reports the user's selection the same way.
final class LazyListWidget: Gtk.ScrolledWindow, RowModelWidget {
    /// The GtkUIRowModel: a row count.
    let model: Gtk.Object
    let factory: Gtk.Object
    let selectionModel: Gtk.Object
    let view: Gtk.Widget
    private(set) var configuration: LazyListConfiguration
    weak var rows: (any LazyListRowSource)?
    /// Slots by `GtkListItem`, from `setup` to `teardown`.
    private var slots: [UnsafeMutableRawPointer: LazyRowSlotItem] = [:]
    /// The key controller for Delete and Alt+Up/Down, in the bubble phase so a field in a row
    /// keeps its own Delete.
    private var editingKeys: Gtk.Object?

    init(configuration: LazyListConfiguration, rows: any LazyListRowSource) {
        self.configuration = configuration
        self.rows = rows
        let modelPointer = gtkui_row_model_new()!
        model = Gtk.Object(modelPointer)
        g_object_unref(modelPointer)
        let factoryPointer = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new())!
        factory = Gtk.Object(factoryPointer)
        g_object_unref(factoryPointer)
        selectionModel = Self.makeSelectionModel(configuration.selectionMode, over: model)
        view = Self.makeView(configuration.style, model: selectionModel, factory: factory)
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        if configuration.axis == .horizontal {
            // A lazy row scrolls sideways and is as tall as its views: the list lays its items
            // out left to right (a grid view, its cells in columns top to bottom).
            gtk_orientable_set_orientation(OpaquePointer(view.pointer), GTK_ORIENTATION_HORIZONTAL)
            gtk_scrolled_window_set_policy(gtkui_scrolled_window(pointer), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            flexibility = (true, false)
        } else {
            gtk_scrolled_window_set_policy(gtkui_scrolled_window(pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_min_content_height(gtkui_scrolled_window(pointer), 160)
            flexibility = (true, true)
        }
        connectFactory()
        connectSelection()
        if configuration.style == .list { connectEditingKeys() }
        applyStyle()
        setChild(view)
    }

    /// The `GtkListItem`'s slot, while it exists.
    func slot(for listItem: UnsafeMutableRawPointer) -> LazyRowSlotItem? { slots[listItem] }

    var selectionMode: LazyListConfiguration.SelectionMode { configuration.selectionMode }
    var scrolledList: Gtk.Widget { view }

    /// Applies a new configuration: spacing, alignment and a grid's columns. The selection mode,
    /// the axis and whether it is a grid are fixed by the view that made the list (see
    /// ``LazyListBackend/updateLazyList(_:configuration:)``).
    func update(_ new: LazyListConfiguration) {
        precondition(
            new.selectionMode == configuration.selectionMode && new.style.isGrid == configuration.style.isGrid
                && new.axis == configuration.axis,
            "a lazy list's selection mode and kind are fixed when it is made")
        configuration = new
        for slot in slots.values { slot.configure(for: new) }
        applyStyle()
    }

    /// Disconnects the factory and selection handlers too and releases the slots: after this
    /// the view graph hears nothing more from the list.
    override func disconnectAllSignals() {
        factory.disconnectAllSignals()
        selectionModel.disconnectAllSignals()
        if let editingKeys {
            editingKeys.disconnectAllSignals()
            gtk_widget_remove_controller(gtkui_widget(view.pointer), gtkui_event_controller(editingKeys.pointer))
            self.editingKeys = nil
        }
        for slot in slots.values { slot.disconnectEditButtons() }
        slots.removeAll()
        super.disconnectAllSignals()
    }

    // MARK: Construction

    /// The selection model of `mode` over `model`: none, single (unselectable again) or multiple.
    static func makeSelectionModel(
        _ mode: LazyListConfiguration.SelectionMode, over model: Gtk.Object
    ) -> Gtk.Object {
        // Each constructor takes the model's reference it is given.
        let base = OpaquePointer(g_object_ref(model.pointer))
        let selection: UnsafeMutableRawPointer
        switch mode {
        case .none:
            selection = UnsafeMutableRawPointer(gtk_no_selection_new(base))
        case .single:
            let single = gtk_single_selection_new(base)!
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selection = UnsafeMutableRawPointer(single)
        case .multiple:
            selection = UnsafeMutableRawPointer(gtk_multi_selection_new(base))
        }
        let wrapper = Gtk.Object(selection)
        g_object_unref(selection)
        return wrapper
    }

    private static func makeView(
        _ style: LazyListConfiguration.Style, model: Gtk.Object, factory: Gtk.Object
    ) -> Gtk.Widget {
        // The constructors take the references they are given.
        let selection = OpaquePointer(g_object_ref(model.pointer))
        let itemFactory = OpaquePointer(g_object_ref(factory.pointer))
        if style.isGrid {
            return Gtk.Widget(UnsafeMutableRawPointer(gtk_grid_view_new(selection, itemFactory)))
        }
        return Gtk.Widget(UnsafeMutableRawPointer(gtk_list_view_new(selection, itemFactory)))
    }

    private func applyStyle() {
        LazyListStyleSheet.install()
        switch configuration.style {
        case .list:
            view.removeCSSClass(LazyListStyleSheet.plainClass)
            applyAppearance(configuration.appearance)
            applyContentBackground(hidden: configuration.hidesContentBackground)
        case .plain:
            view.removeCSSClass("rich-list")
            view.addCSSClass(LazyListStyleSheet.plainClass)
        case .grid(let columns):
            view.addCSSClass(LazyListStyleSheet.plainClass)
            gtk_grid_view_set_max_columns(OpaquePointer(view.pointer), guint(columns.maximumCount))
            gtk_grid_view_set_min_columns(OpaquePointer(view.pointer), guint(columns.minimumCount))
        }
    }

    // MARK: Signals

    private func connectFactory() {
        factory.connectPassingArgument("setup") { [weak self] item in self?.setUp(item) }
        factory.connectPassingArgument("bind") { [weak self] item in
            guard let self, let slot = slots[item] else { return }
            let position = gtk_list_item_get_position(OpaquePointer(item))
            if position != GTK_INVALID_LIST_POSITION { rows?.bindRow(slot, at: Int(position)) }
        }
        factory.connectPassingArgument("unbind") { [weak self] item in
            guard let self, let slot = slots[item] else { return }
            rows?.unbindRow(slot)
        }
        factory.connectPassingArgument("teardown") { [weak self] item in
            guard let self, let slot = slots.removeValue(forKey: item) else { return }
            slot.disconnectEditButtons()
            rows?.unbindRow(slot)
        }
    }

    private func setUp(_ listItem: UnsafeMutableRawPointer) {
        let slot = LazyRowSlotItem(listItem)
        slots[listItem] = slot
        slot.onEdit = { [weak self, weak slot] action in
            guard let self, let rows, let position = slot?.position else { return }
            if action == .delete {
                _ = rows.deleteRows([position])
            } else {
                _ = rows.moveRow(at: position, by: action == .moveUp ? -1 : 1)
            }
        }
        gtk_list_item_set_child(OpaquePointer(listItem), gtkui_widget(slot.box.pointer))
        slot.configure(for: configuration)
    }

    private func connectSelection() {
        guard configuration.selectionMode != .none else { return }
        selectionModel.connectIgnoringRange("selection-changed") { [weak self] in
            guard let self else { return }
            rows?.rowsSelected(selectedPositions)
        }
    }

    /// Delete asks the view graph to delete the selected rows (or the focused one); Alt+Up and
    /// Alt+Down to move the selected or focused row.
    private func connectEditingKeys() {
        let controller = Gtk.Object(UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        controller.connectKey("key-pressed") { [weak self] key, _, state in
            guard let self, let rows else { return false }
            let alt = state & GDK_ALT_MASK.rawValue != 0
            let positions = selectedPositions.isEmpty ? focusedPosition.map { [$0] } ?? [] : selectedPositions
            switch (Int32(key), alt) {
            case (GDK_KEY_Delete, false), (GDK_KEY_KP_Delete, false), (GDK_KEY_BackSpace, false):
                return rows.deleteRows(positions)
            case (GDK_KEY_Up, true), (GDK_KEY_Down, true):
                guard positions.count == 1 else { return false }
                return rows.moveRow(at: positions[0], by: Int32(key) == GDK_KEY_Up ? -1 : 1)
            default:
                return false
            }
        }
        gtk_widget_add_controller(gtkui_widget(view.pointer), gtkui_event_controller(controller.pointer))
        editingKeys = controller
    }

    /// The position of the row holding the keyboard focus, if any.
    private var focusedPosition: Int? {
        guard let focused = gtk_widget_get_focus_child(gtkui_widget(view.pointer)) else { return nil }
        let row = UnsafeMutableRawPointer(focused)
        return slots.values.first { $0.rootWidget.parentPointer == row }?.position
    }
}

extension LazyListConfiguration.Style {
    var isGrid: Bool {
        if case .grid = self { return true }
        return false
    }
}
