/// A ``Picker`` inside a menu: its rows as radio items.
@MainActor
protocol MenuPickerRepresentable {
    /// The picker's label, rows and chosen row, and how to choose each row.
    func menuChoices(in environment: EnvironmentValues) -> MenuPickerChoices
}

/// A picker's choices as a menu shows them.
struct MenuPickerChoices {
    /// The picker's label as text.
    var title: String
    /// What each row shows.
    var rows: [ControlLabelSummary]
    /// The row standing for the current selection, if any.
    var selectedIndex: Int?
    /// Writes each row's value to the selection; nil for a row standing for no value.
    var writes: [(@MainActor () -> Void)?]
}

extension Picker: MenuPickerRepresentable {
    func menuChoices(in environment: EnvironmentValues) -> MenuPickerChoices {
        let rows = PickerRows.collect(from: content)
        let values = rows.map { $0.value(as: SelectionValue.self) }
        let current = selection.wrappedValue
        let selection = self.selection
        return MenuPickerChoices(
            title: ControlLabelSummary(label, in: environment).accessibleName ?? "",
            rows: rows.map { ControlLabelSummary($0.label, in: environment) },
            selectedIndex: values.firstIndex { $0 == current },
            writes: values.map { value -> (@MainActor () -> Void)? in
                guard let value else { return nil }
                return { selection.wrappedValue = value }
            })
    }
}

/// A ``Section``'s header and content, for reading it as a group of menu items.
@MainActor
protocol MenuSectionProviding {
    var sectionHeader: any View { get }
    var sectionContent: any View { get }
}

extension Section: MenuSectionProviding {
    var sectionHeader: any View { header }
    var sectionContent: any View { content }
}
