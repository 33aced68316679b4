import GtkUI

/// The sheet that adds a to-do or edits one: a form with the title, notes, priority and an
/// optional due date, Cancel at the start of its header bar and Save at the end, disabled
/// while the title is empty.
struct TodoEditor: View {
    /// Whether this sheet creates a new to-do (its title reads “New To-Do”) or edits one.
    let isNew: Bool
    /// Called with the edited to-do when the person saves.
    let onSave: (TodoItem) -> Void

    @State private var draft: TodoItem
    @FocusState private var titleFocused: Bool
    @Environment(\.dismiss) private var dismiss

    /// Creates an editor for `item`; `isNew` says whether it is being added.
    init(item: TodoItem, isNew: Bool, onSave: @escaping (TodoItem) -> Void) {
        self.isNew = isNew
        self.onSave = onSave
        _draft = State(initialValue: item)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title)
                        .focused($titleFocused)
                        .onSubmit(save)
                    TextField("Notes", text: $draft.notes, axis: .vertical)
                        .lineLimit(4)
                }
                Section {
                    Picker("Priority", selection: $draft.priority) {
                        ForEach(TodoItem.Priority.allCases) { Text($0.title) }
                    }
                    Toggle("Due Date", isOn: hasDueDate)
                    if let dueDate = draft.dueDate {
                        DatePicker(
                            "Due", selection: Binding(get: { dueDate }, set: { draft.dueDate = $0 }),
                            displayedComponents: .date)
                    }
                }
            }
            .navigationTitle(isNew ? "New To-Do" : "Edit To-Do")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
            }
        }
        .frame(minWidth: 420, minHeight: 360)
        .onAppear { titleFocused = true }
    }

    /// A title of only spaces is no title.
    private var canSave: Bool { !draft.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// The switch that gives the to-do a due date (tomorrow, at first) or takes it away.
    private var hasDueDate: Binding<Bool> {
        Binding(
            get: { draft.dueDate != nil },
            set: { on in
                let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: .now) ?? .now
                draft.dueDate = on ? Calendar.current.startOfDay(for: tomorrow) : nil
            })
    }

    /// Hands the trimmed to-do back and closes the sheet; Return in the title field does the
    /// same, unless the title is empty.
    private func save() {
        guard canSave else { return }
        var item = draft
        item.title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
        item.notes = item.notes.trimmingCharacters(in: .whitespacesAndNewlines)
        onSave(item)
        dismiss()
    }
}
