/// Turns ``Picker`` views into a toolkit's choice controls.
///
/// Design notes:
/// - The view graph flattens the picker's content into rows, resolves each row's tag and text
///   and finds the chosen row; the backend sees only a ``PickerDescription``.
/// - The widget kind (``PickerWidgetKind``) comes from the ``PickerStyle`` and is fixed at
///   creation; when the style changes the graph makes a new widget.
/// - ``updatePicker(_:with:)`` writes only what differs from the widget — new rows rebuild
///   the choices, a new choice moves the selection — recording each write in
///   ``Backend/statistics``. It moves the selection with signals blocked, so choosing from
///   code never calls `onSelect` back; a user's choice reaches `onSelect` once.
/// - Reached through `graph.backend as? any PickerBackend`; a backend without pickers shows
///   the title alone and reports it.
///
/// ```swift
/// let picker = backend.makePicker(kind: .segmented) { index in size = sizes[index] }
/// backend.updatePicker(picker, with: PickerDescription(
///     title: "Size", items: [PickerItem(text: "Small"), PickerItem(text: "Large")], selectedIndex: 0))
/// ```
@MainActor
public protocol PickerBackend: Backend {
    /// Creates an empty picker of `kind` that reports the index of the row the user chooses.
    func makePicker(kind: PickerWidgetKind, onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget
    /// Shows `description`.
    func updatePicker(_ picker: BackendWidget, with description: PickerDescription)
}

/// What a picker shows, resolved by the view graph from a ``Picker``.
public struct PickerDescription: Hashable, Sendable {
    /// The picker's label as text: shown beside it and announced by screen readers.
    public var title: String
    /// Whether the title is hidden (`.labelsHidden()`); it still names the control.
    public var isLabelHidden: Bool
    /// The choices, in order.
    public var items: [PickerItem]
    /// The index of the chosen row, or nil when the selection matches none.
    public var selectedIndex: Int?

    /// Describes a picker.
    public init(title: String, isLabelHidden: Bool = false, items: [PickerItem], selectedIndex: Int?) {
        self.title = title
        self.isLabelHidden = isLabelHidden
        self.items = items
        self.selectedIndex = selectedIndex
    }
}

/// One choice of a picker as the backend shows it.
public struct PickerItem: Hashable, Sendable {
    /// The row's text; empty for an icon-only row.
    public var text: String
    /// The icon-theme name of the row's icon, if it shows one.
    public var iconName: String?
    /// What screen readers announce for the row: its text, or its icon's name.
    public var accessibleName: String

    /// Describes a choice.
    public init(text: String, iconName: String? = nil, accessibleName: String? = nil) {
        self.text = text
        self.iconName = iconName
        self.accessibleName = accessibleName ?? text
    }
}
