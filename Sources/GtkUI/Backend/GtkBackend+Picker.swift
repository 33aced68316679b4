import CGtk
import GtkUICore

extension GtkBackend: PickerBackend {
    /// Creates a `PickerWidget` of `kind`; `onSelect` receives the index of the row the user
    /// chooses.
    public func makePicker(kind: PickerWidgetKind, onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget {
        PickerWidget(kind: kind, onSelect: onSelect)
    }

    /// Writes the title (also the control's accessible name), its visibility and the rows only
    /// when they changed, and moves the shown choice only when it differs from what the widget
    /// shows — a user's own choice is already there — with signals blocked.
    public func updatePicker(_ picker: BackendWidget, with description: PickerDescription) {
        let picker = picker as! PickerWidget
        writeTitle(
            description.title, isHidden: description.isLabelHidden, of: picker, kind: "Picker", label: picker.titleLabel
        ) { [weak picker] in
            guard let control = picker?.control else { return [] }
            // A drop-down takes focus on its inner toggle button, which GTK 4.8 leaves unnamed.
            let inner =
                control is Gtk.DropDown
                ? control.children.filter { gtkui_is_a($0.pointer, gtk_toggle_button_get_type()) != 0 }.prefix(1)
                : []
            return [control] + inner
        }
        write(picker, "Picker", "items", description.items) { [weak picker] in picker?.setItems($0) }
        if picker.shownIndex != description.selectedIndex {
            picker.showChoice(description.selectedIndex)
            statistics.recordWrite("Picker", "selected")
        }
    }
}

extension GtkBackend {
    /// Writes a labelled control's title to its label and, as the accessible name, to the
    /// widgets `named` returns, and hides the label when `isHidden` or the title is empty —
    /// each only when it changed.
    func writeTitle(
        _ title: String, isHidden: Bool, of widget: Gtk.Widget, kind: String, label: Gtk.Label,
        named: @escaping () -> [Gtk.Widget]
    ) {
        write(widget, kind, "title", title) { [weak label] title in
            label?.text = title
            for control in named() {
                control.setAccessibleLabel(title)
                control.recordedAccessibleLabel = title
            }
        }
        write(widget, kind, "labelHidden", isHidden || title.isEmpty) { [weak label] hidden in
            label?.isVisible = !hidden
        }
    }
}
