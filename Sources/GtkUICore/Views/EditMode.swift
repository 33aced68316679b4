/// Whether the user is editing a list: deleting and moving its rows with buttons in each row.
///
/// Read it with `@Environment(\.editMode)`, a binding that ``EditButton`` toggles. Each window
/// keeps one; `.environment(\.editMode, $mode)` hands views your own instead.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a swipe does on a phone; GtkUI treats it as `.active`.
    case transient
    /// Editing: rows show their delete and move buttons.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// A binding set with `.environment(\.editMode, …)`, which may itself be nil.
private struct ExplicitEditMode {
    let binding: Binding<EditMode>?
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: ExplicitEditMode? = nil
}

extension EnvironmentValues {
    /// The edit mode of the lists here: the window's own (nil outside a window), or the binding
    /// set with `.environment(\.editMode, …)`. Reading its value makes the reader update when
    /// it changes.
    @MainActor
    public var editMode: Binding<EditMode>? {
        get {
            if let explicit = self[EditModeKey.self] { return explicit.binding }
            guard let state = _sceneState else { return nil }
            return Binding(get: { state.trackedEditMode }, set: { state.editMode = $0 })
        }
        set { self[EditModeKey.self] = ExplicitEditMode(binding: newValue) }
    }
}
