/// A button that turns the edit mode of the lists here on and off: "Edit" while they are not
/// being edited, "Done" while they are.
///
/// It toggles the `\.editMode` binding in the environment (the window's, or one you set). While
/// editing, each row of a `ForEach` with `.onDelete` shows a delete button and each row of one
/// with `.onMove` shows move-up and move-down buttons. Without an edit mode (a view shown
/// outside any window, with none set) the button is disabled.
///
/// ```swift
/// VStack {
///     EditButton()
///     List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
/// }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" or "Done", toggling the edit mode.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(editMode == nil)
    }
}
