import GtkUICore

extension RecordingBackend: PickerBackend {
    /// Creates a `Picker` test widget recording its `style`; ``TestWidget/choose(_:)`` calls
    /// `onSelect` with the row's index.
    public func makePicker(kind: PickerWidgetKind, onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Picker")
        widget.set("style", "\(kind)", statistics)
        widget.onSelect = onSelect
        return widget
    }

    /// Records the title (as `text`), `labelHidden`, the rows' texts (`items`) and the chosen
    /// row's index (`selectedIndex`, -1 for none), counting only changes.
    public func updatePicker(_ picker: BackendWidget, with description: PickerDescription) {
        let widget = picker as! TestWidget
        widget.set("text", description.title, statistics)
        widget.set("labelHidden", description.isLabelHidden, statistics)
        widget.set("items", description.items.map(\.text), statistics)
        widget.set("selectedIndex", description.selectedIndex ?? -1, statistics)
    }
}

extension TestWidget {
    /// The rows of a picker, as texts.
    public var pickerItems: [String] { properties["items"] as? [String] ?? [] }

    /// The text of the picker's chosen row, nil when none is chosen.
    public var selectedItem: String? {
        guard let index = properties["selectedIndex"] as? Int, pickerItems.indices.contains(index) else { return nil }
        return pickerItems[index]
    }

    /// Chooses the row reading `item` as a user would: the picker shows it and reports it.
    public func choose(_ item: String) {
        precondition(kind == "Picker", "choose(_:) needs a picker, not a \(kind)")
        guard let index = pickerItems.firstIndex(of: item) else {
            preconditionFailure("the picker has no row “\(item)”; rows: \(pickerItems)")
        }
        properties["selectedIndex"] = index
        onSelect?(index)
    }
}
