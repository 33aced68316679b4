import CGtk
import GtkUICore

/// Keeps a button's accessible name equal to the text it shows.
///
/// A button without an explicit name is named by its content's text (or its icons' names).
/// That text can change without the button being updated — a `Text` inside it updates its own
/// label — so each label that names a button is marked, and a change to a marked label's text
/// renames the button it is in. Only marked labels pay for the check.
extension GtkBackend {
    private static let derivesNameKey = "gtkui-button-derives-name"
    private static let namesButtonKey = "gtkui-label-names-button"
    /// Any non-nil pointer: GObject data here is a flag.
    private static let marker = UnsafeMutableRawPointer(bitPattern: 1)

    /// Names `button` for assistive technologies: `accessibleName`, else the text its `content`
    /// shows, else its icons' names; a name taken from the content follows later text changes.
    func nameButton(_ button: Gtk.Button, content: Gtk.Widget, accessibleName: String?) {
        let name = accessibleName ?? Self.visibleText(in: content) ?? Self.imageNames(in: content)
        // The name the button holds (object data) is the record of what was written: a Swift
        // copy in `written` would cost every button a dictionary.
        if let name, !button.hasDerivedAccessibleLabel(name) {
            button.setAccessibleLabel(name)
            statistics.recordWrite("Button", "accessibleName")
        }
        let derives = accessibleName == nil
        g_object_set_data(gtkui_object(button.pointer), Self.derivesNameKey, derives ? Self.marker : nil)
        guard derives else { return }
        for label in Self.labels(in: content) {
            g_object_set_data(gtkui_object(label), Self.namesButtonKey, Self.marker)
        }
    }

    /// After `label`'s text changed: renames the button it names, if any.
    func renameButton(namedBy label: Gtk.Label) {
        guard g_object_get_data(gtkui_object(label.pointer), Self.namesButtonKey) != nil,
            let ancestor = gtk_widget_get_ancestor(gtkui_widget(label.pointer), gtk_button_get_type()),
            g_object_get_data(gtkui_object(UnsafeMutableRawPointer(ancestor)), Self.derivesNameKey) != nil
        else { return }
        let button = Gtk.Widget.wrap(UnsafeMutableRawPointer(ancestor))
        guard let content = button.children.first,
            let name = Self.visibleText(in: content) ?? Self.imageNames(in: content)
        else { return }
        button.setAccessibleLabel(name)
        statistics.recordWrite("Button", "accessibleName")
    }

    /// The labels inside `widget` (itself included), outside popovers.
    private static func labels(in widget: Gtk.Widget) -> [UnsafeMutableRawPointer] {
        if widget is Gtk.Label { return [widget.pointer] }
        return widget.children.filter { !$0.isPopover }.flatMap { labels(in: $0) }
    }
}
