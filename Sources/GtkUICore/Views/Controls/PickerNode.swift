/// Renders a ``Picker`` as one backend widget.
///
/// Applying reads the selection and the content (a `ForEach` over state) while tracked, so a
/// change to either re-renders this picker alone; a user's choice, already shown, writes
/// nothing back.
@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>:
    LeafNode<Picker<Label, SelectionValue, Content>>
{
    private var kind: PickerWidgetKind?
    private var values: [SelectionValue?] = []
    private var binding: Binding<SelectionValue>?

    private var backend: (any PickerBackend)? { graph.backend as? any PickerBackend }

    override func makeWidget() -> BackendWidget {
        let kind = environment.pickerWidgetKind
        self.kind = kind
        guard let backend else {
            Diagnostics.emitOnce(
                "Picker: \(type(of: graph.backend)) has no choice controls (PickerBackend), so only the title is "
                    + "shown. Use a backend that conforms to PickerBackend.")
            return graph.backend.makeText(announced: false)
        }
        return backend.makePicker(kind: kind) { [weak self] index in self?.userChose(index) }
    }

    override func needsNewWidget(for view: Picker<Label, SelectionValue, Content>, current widget: BackendWidget)
        -> Bool
    {
        kind != environment.pickerWidgetKind
    }

    override func apply(_ view: Picker<Label, SelectionValue, Content>, to widget: BackendWidget) {
        let title = ControlLabelSummary(view.label, in: environment).accessibleName ?? ""
        binding = view.selection
        let rows = PickerRows.collect(from: view.content)
        values = rows.map { $0.value(as: SelectionValue.self) }
        let items = rows.map { row in
            let summary = ControlLabelSummary(row.label, in: environment)
            return PickerItem(text: summary.text, iconName: summary.iconName, accessibleName: summary.accessibleName)
        }
        let selection = view.selection.wrappedValue
        let selectedIndex = values.firstIndex { $0 == selection }
        if selectedIndex == nil, !rows.isEmpty, !isNone(selection) {
            Diagnostics.emitOnce(
                "Picker “\(title)”: the selection \(selection) matches no row's tag, so no row is shown as chosen. "
                    + "Tag a row with .tag(\(selection)), or set the selection to a value a row is tagged with "
                    + "(tags must have the selection's type, \(SelectionValue.self)).")
        }
        guard let backend else {
            graph.backend.updateText(widget, content: title)
            return
        }
        backend.updatePicker(
            widget,
            with: PickerDescription(
                title: title, isLabelHidden: environment.labelsHidden, items: items, selectedIndex: selectedIndex))
    }

    /// Writes the chosen row's value; a row standing for no value puts the selection back.
    private func userChose(_ index: Int) {
        guard values.indices.contains(index), let value = values[index] else {
            rerender()
            return
        }
        binding?.wrappedValue = value
    }

    private func isNone(_ value: SelectionValue) -> Bool {
        (value as? any OptionalValue)?.isNone ?? false
    }
}

/// An optional seen through `Any`: whether it holds nothing.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}
