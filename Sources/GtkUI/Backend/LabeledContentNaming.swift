import CGtk

/// Names the controls inside a ``LabeledContent`` row by the row's label, for assistive
/// technologies, as SwiftUI names a form row's control by its label.
///
/// Only controls that have no label of their own are named: sliders, spin buttons, entries,
/// text views and level or progress bars without a labelled-by relation of their own. A
/// control named by an earlier label of the same row is renamed when the label changes.
@MainActor
enum LabeledContentNaming {
    /// Names every unnamed control in `content` (depth first) by `label`.
    static func name(controlsIn content: Gtk.Widget, by label: Gtk.Label?) {
        if isNameable(content) {
            content.setAccessibleLabelledBy(recording: label)
            g_object_set_data(gtkui_object(content.pointer), namedByRowKey, label == nil ? nil : marker)
        }
        for child in content.children { name(controlsIn: child, by: label) }
    }

    /// Whether `widget` is a control that screen readers would otherwise announce without a
    /// name (or by its placeholder), and that no label of its own names.
    private static func isNameable(_ widget: Gtk.Widget) -> Bool {
        let pointer = widget.pointer
        guard nameableTypes.contains(where: { gtkui_is_a(pointer, $0) != 0 }) else { return false }
        let namedByRow = g_object_get_data(gtkui_object(pointer), namedByRowKey) != nil
        return widget.accessibleLabelledBy == nil || namedByRow
    }

    private static var nameableTypes: [GType] {
        [
            gtk_scale_get_type(), gtk_spin_button_get_type(), gtk_entry_get_type(), gtk_password_entry_get_type(),
            gtk_text_view_get_type(), gtk_level_bar_get_type(), gtk_progress_bar_get_type(),
        ]
    }

    private static let namedByRowKey = "gtkui-named-by-row"
    private static let marker = UnsafeMutableRawPointer(bitPattern: 1)
}
