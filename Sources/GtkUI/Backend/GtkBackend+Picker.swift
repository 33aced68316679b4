import CGtk
import GtkUICore

extension GtkBackend: PickerBackend {
    /// Creates a ``PickerWidget`` of `kind`; `onSelect` receives the index of the row the user
    /// chooses.
    public func makePicker(kind: PickerWidgetKind, onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget {
        PickerWidget(kind: kind, onSelect: onSelect)
    }

    /// Writes the title (also the control's accessible name), its visibility and the rows only
    /// when they changed, and moves the shown choice only when it differs from what the widget
    /// shows — a user's own choice is already there — with signals blocked.
    public func updatePicker(_ picker: BackendWidget, with description: PickerDescription) {
        let picker = picker as! PickerWidget
        write(picker, "Picker", "title", description.title) { [weak picker] title in
            guard let picker else { return }
            picker.titleLabel.text = title
            picker.control.setAccessibleLabel(title)
            picker.control.recordedAccessibleLabel = title
            // A drop-down takes focus on its inner toggle button, which GTK 4.8 leaves unnamed.
            if picker.control is Gtk.DropDown {
                picker.control.children.first { gtkui_is_a($0.pointer, gtk_toggle_button_get_type()) != 0 }?
                    .setAccessibleLabel(title)
            }
        }
        write(picker, "Picker", "labelHidden", description.isLabelHidden || description.title.isEmpty) {
            [weak picker] hidden in picker?.titleLabel.isVisible = !hidden
        }
        write(picker, "Picker", "items", description.items) { [weak picker] in picker?.setItems($0) }
        if picker.shownIndex != description.selectedIndex {
            picker.showChoice(description.selectedIndex)
            statistics.recordWrite("Picker", "selected")
        }
    }
}
