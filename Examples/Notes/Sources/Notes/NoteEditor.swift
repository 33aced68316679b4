import GtkUI

/// The selected note's text, edited in place; the window is titled with the note's title.
///
/// A new, empty note takes the keyboard at once, so typing starts it.
struct NoteEditor: View {
    /// The note being edited.
    @Binding var note: Note
    @FocusState private var isFocused: Bool

    var body: some View {
        TextEditor(text: $note.text)
            .font(.body)
            .focused($isFocused)
            .navigationTitle(note.title)
            .onAppear {
                if note.text.isEmpty { isFocused = true }
            }
    }
}

/// What the detail shows while no note is selected, as a GNOME status page does.
struct NoNoteSelectedView: View {
    var body: some View {
        ContentUnavailableView(
            "No Note Selected", systemImage: "square.and.pencil",
            description: Text("Choose a note in the sidebar, or make a new one with Ctrl+N."))
    }
}
