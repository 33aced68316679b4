import GtkUI

/// The main menu's note commands, with their keyboard shortcuts: New Note (Ctrl+N),
/// Import… (Ctrl+O), Export… (Ctrl+E) and Delete Note.
///
/// Delete Note has no shortcut of its own: Ctrl+Backspace and Ctrl+Delete delete words in the
/// editor. The Delete key deletes the selected note while the sidebar has focus.
struct NoteCommands: Commands {
    /// The store the commands act on, the window's.
    let store: NoteStore

    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Note") { store.addNote() }
                .keyboardShortcut("n")
            Button("Delete Note") { store.requestDeletionOfSelectedNote() }
                .disabled(store.selectedNote == nil)
        }
        CommandGroup(replacing: .importExport) {
            Button("Import…") { store.isImporting = true }
                .keyboardShortcut("o")
            Button("Export…") { store.isExporting = true }
                .keyboardShortcut("e")
                .disabled(store.selectedNote == nil)
        }
    }
}
