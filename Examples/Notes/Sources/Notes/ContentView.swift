import GtkUI

/// The window: the notes in a sidebar, the selected one in an editor beside it, and the
/// toolbar, file choosers and dialogs that act on them.
struct ContentView: View {
    /// The notes and what the window presents.
    @Bindable var store: NoteStore

    var body: some View {
        NavigationSplitView {
            NoteList(store: store)
                .navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 400)
        } detail: {
            if let index = store.selection.flatMap(store.index(of:)) {
                // One editor per note: its undo history and scroll position are the note's own.
                NoteEditor(note: $store.notes[index])
                    .id(store.notes[index].id)
            } else {
                NoNoteSelectedView()
            }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button {
                    store.addNote()
                } label: {
                    Label("New Note", systemImage: "plus")
                        .labelStyle(.iconOnly)
                }
                .help("New Note")
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    store.requestDeletionOfSelectedNote()
                } label: {
                    Label("Delete Note", systemImage: "trash")
                        .labelStyle(.iconOnly)
                }
                .help("Delete Note")
                .disabled(store.selectedNote == nil)
            }
        }
        .fileImporter(
            isPresented: $store.isImporting, allowedContentTypes: [.plainText], allowsMultipleSelection: true
        ) { result in
            if case .success(let urls) = result { store.importFiles(at: urls) }
        }
        .fileExporter(
            isPresented: $store.isExporting, document: store.selectedNote.map { NoteDocument(text: $0.text) },
            contentType: .plainText, defaultFilename: store.exportFilename
        ) { result in
            if case .failure(let error) = result { store.exportFailed(error) }
        }
        .alert(
            deletionTitle, isPresented: isConfirmingDeletion, presenting: store.noteToDelete
        ) { id in
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) { store.delete(id) }
        } message: { _ in
            Text("The note will be deleted permanently.")
        }
        .alert(store.problem?.title ?? "", isPresented: isShowingProblem, presenting: store.problem) { _ in
            Button("OK") {}
        } message: { problem in
            Text(problem.message)
        }
    }

    /// “Delete “Groceries”?”, naming the note about to be deleted.
    private var deletionTitle: String {
        let title = store.noteToDelete.flatMap { id in store.notes.first { $0.id == id } }?.title ?? ""
        return "Delete “\(title)”?"
    }

    /// Whether the deletion dialog shows; closing it forgets the note.
    private var isConfirmingDeletion: Binding<Bool> {
        Binding(get: { store.noteToDelete != nil }, set: { if !$0 { store.noteToDelete = nil } })
    }

    /// Whether the problem alert shows; closing it forgets the problem.
    private var isShowingProblem: Binding<Bool> {
        Binding(get: { store.problem != nil }, set: { if !$0 { store.problem = nil } })
    }
}
