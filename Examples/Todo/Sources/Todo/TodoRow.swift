import GtkUI

/// One row of the list: a check box that marks the to-do done, its title (struck through once
/// done), a line with its due date and notes, and a mark for high priority.
struct TodoRow: View {
    let item: TodoItem
    /// Called with the check box's new state.
    let setDone: @MainActor (Bool) -> Void

    var body: some View {
        HStack(spacing: 12) {
            // The title names the check box for screen readers; the row shows it beside.
            Toggle(item.title, isOn: Binding(get: { item.isDone }, set: setDone))
                .toggleStyle(.checkbox)
                .labelsHidden()
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundStyle(item.isDone ? .secondary : .primary)
                if item.dueDate != nil || firstLineOfNotes != nil {
                    details
                }
            }
            Spacer()
            if item.priority == .high && !item.isDone {
                Image(systemName: "exclamationmark.circle")
                    .foregroundStyle(.red)
                    .accessibilityLabel("High priority")
                    .help("High priority")
            }
        }
    }

    /// The due date (red once it has passed, unless done) and the first line of the notes.
    private var details: some View {
        HStack(spacing: 6) {
            if let due = item.dueDate {
                // Formatted for the window's locale, as the editor's date picker shows it.
                (Text("Due ") + Text(due, format: Date.FormatStyle(date: .abbreviated, time: .omitted)))
                    .foregroundStyle(isOverdue ? Color.red : Color.secondary)
                if firstLineOfNotes != nil { Text("·").foregroundStyle(.secondary) }
            }
            if let firstLineOfNotes {
                Text(firstLineOfNotes)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .font(.caption)
    }

    /// Whether the due day has passed and the to-do is still open.
    private var isOverdue: Bool {
        guard let due = item.dueDate, !item.isDone else { return false }
        return due < Calendar.current.startOfDay(for: .now)
    }

    private var firstLineOfNotes: String? {
        item.notes.split(whereSeparator: \.isNewline).first.map(String.init)
    }
}
