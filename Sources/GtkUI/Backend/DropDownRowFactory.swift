import CGtk

/// Draws a picker drop-down's rows, in its button and its list, as the picker's rows are: an
/// icon (when the row has one) before the row's text.
///
/// GTK's default drop-down factory shows the strings only; this one binds each `GtkListItem`
/// to a row of a `GtkImage` and a `GtkLabel` built once per item and refilled on `bind`.
@MainActor
final class DropDownRowFactory {
    /// The factory object, owned by this and by the drop-down it is set on.
    let factory: Gtk.Object
    /// The rows, by position: each row's icon and whether it shows its text (an icon-only
    /// row's string is its accessible name).
    var rows: [PickerItem] = []

    init() {
        let pointer = UnsafeMutableRawPointer(gtk_signal_list_item_factory_new())!
        factory = Gtk.Object(pointer)
        g_object_unref(pointer)
        factory.connectPassingArgument("setup") { listItem in Self.setUp(OpaquePointer(listItem)) }
        factory.connectPassingArgument("bind") { [weak self] listItem in self?.bind(OpaquePointer(listItem)) }
    }

    /// Draws `dropDown`'s rows with this factory.
    func install(on dropDown: Gtk.DropDown) {
        gtk_drop_down_set_factory(dropDown.dropDown, OpaquePointer(factory.pointer))
    }

    /// Stops hearing from GTK: called when the picker leaves the tree.
    func disconnect() { factory.disconnectAllSignals() }

    /// Gives the item a row: an icon, hidden until a row with an icon is bound, and a label.
    private static func setUp(_ listItem: OpaquePointer) {
        let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let icon = Gtk.Image()
        icon.isVisible = false
        row.append(icon)
        row.append(Gtk.Label())
        gtk_list_item_set_child(listItem, gtkui_widget(row.pointer))
    }

    /// Fills the item's row with its string and its icon.
    private func bind(_ listItem: OpaquePointer) {
        guard let row = gtk_list_item_get_child(listItem), let iconPointer = gtk_widget_get_first_child(row),
            let labelPointer = gtk_widget_get_next_sibling(iconPointer),
            let item = gtk_list_item_get_item(listItem)
        else { return }
        let text = gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) } ?? ""
        let position = Int(gtk_list_item_get_position(listItem))
        let described = rows.indices.contains(position) ? rows[position] : nil
        let label = Gtk.Label(UnsafeMutableRawPointer(labelPointer))
        label.text = text
        label.isVisible = described?.iconName == nil || described?.text.isEmpty == false
        let icon = Gtk.Image(UnsafeMutableRawPointer(iconPointer))
        icon.isVisible = described?.iconName != nil
        if let iconName = described?.iconName {
            icon.iconName = iconName
            icon.setImageAccessibility(label: label.isVisible ? nil : text)
        }
    }
}
