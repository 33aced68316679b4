import GtkUI

/// The sidebar: each note's title and when it changed, newest first. The Delete key deletes
/// the selected note (after asking).
struct NoteList: View {
    /// The notes and the selection.
    @Bindable var store: NoteStore

    var body: some View {
        List(selection: $store.selection) {
            ForEach(store.notes) { note in
                NoteRow(note: note)
            }
            .onDelete { store.requestDeletion(atOffsets: $0) }
        }
        .listStyle(.sidebar)
        .overlay {
            if store.notes.isEmpty {
                ContentUnavailableView(
                    "No Notes", systemImage: "square.and.pencil",
                    description: Text("Make one with Ctrl+N."))
            }
        }
    }
}

/// A note in the sidebar: its title, and below it when it last changed.
struct NoteRow: View {
    /// The note shown.
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(note.title)
                .lineLimit(1)
                .truncationMode(.tail)
            Text(note.modifiedDescription())
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}
