import GtkUI

/// The notes and what the window is doing with them: the app's one source of truth, shared by
/// the window's views and the main menu's commands.
///
/// The window presents the file choosers and dialogs these flags ask for, so a command (which
/// has no view of its own) opens them by setting a flag, as a toolbar button does.
@Observable @MainActor
final class NoteStore {
    /// Every note, newest first.
    var notes: [Note]
    /// The note shown in the editor, nil when none is.
    var selection: Note.ID?
    /// Whether the file chooser to import text files is open.
    var isImporting = false
    /// Whether the file chooser to export the selected note is open.
    var isExporting = false
    /// The note waiting for the person to confirm its deletion.
    var noteToDelete: Note.ID?
    /// A problem to tell the person about (an import or export that failed).
    var problem: Problem?

    /// Something that went wrong, said as an alert says it.
    struct Problem: Equatable {
        /// The alert's title.
        var title: String
        /// What went wrong and what to do about it.
        var message: String
    }

    /// A store holding `notes`, with the first one selected.
    init(notes: [Note] = []) {
        self.notes = notes
        selection = notes.first?.id
    }

    /// The note shown in the editor.
    var selectedNote: Note? {
        notes.first { $0.id == selection }
    }

    /// Where the note with `id` is in ``notes``.
    func index(of id: Note.ID) -> Int? {
        notes.firstIndex { $0.id == id }
    }

    // MARK: Adding and deleting

    /// Adds an empty note at the top and selects it, ready to type into.
    func addNote() {
        insert(Note(text: ""))
    }

    /// Adds `note` at the top and selects it.
    func insert(_ note: Note) {
        notes.insert(note, at: 0)
        selection = note.id
    }

    /// Asks the person to confirm deleting the selected note.
    func requestDeletionOfSelectedNote() {
        noteToDelete = selection
    }

    /// Asks the person to confirm deleting the first note at `offsets` (the sidebar's Delete key).
    func requestDeletion(atOffsets offsets: IndexSet) {
        guard let first = offsets.first, notes.indices.contains(first) else { return }
        noteToDelete = notes[first].id
    }

    /// Deletes the note with `id`; when it was selected, its neighbour below (or above, for the
    /// last one) is selected instead, so the editor never goes blank while notes remain.
    func delete(_ id: Note.ID) {
        guard let index = index(of: id) else { return }
        notes.remove(at: index)
        if selection == id {
            selection = notes.isEmpty ? nil : notes[min(index, notes.count - 1)].id
        }
    }

    // MARK: Files

    /// Adds a note for each text file at `urls`, selecting the last one added.
    ///
    /// A file that cannot be read as UTF-8 text is reported as a ``problem``; the others are
    /// still imported.
    func importFiles(at urls: [URL]) {
        var failed: [String] = []
        for url in urls {
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                insert(Note(text: text))
            } catch {
                failed.append(url.lastPathComponent)
            }
        }
        guard !failed.isEmpty else { return }
        let names = failed.map { "“\($0)”" }.joined(separator: ", ")
        problem = Problem(
            title: failed.count == 1 ? "Could Not Import \(names)" : "Could Not Import \(failed.count) Files",
            message: "\(names) could not be read as UTF-8 text. Notes imports plain-text files only.")
    }

    /// A file name for the selected note: its title, without characters file systems reject.
    var exportFilename: String {
        let title = selectedNote?.title ?? "Note"
        let cleaned = title.map { "/\\:".contains($0) ? "-" : $0 }
        return String(String(cleaned).prefix(80))
    }

    /// Reports an export that failed.
    func exportFailed(_ error: any Error) {
        problem = Problem(
            title: "Could Not Export the Note",
            message: "The file could not be written: \(error.localizedDescription)")
    }
}
