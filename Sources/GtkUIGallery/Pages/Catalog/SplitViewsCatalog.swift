import GtkUI

/// A two-column split view: a sidebar `List(selection:)` of notes in GNOME's sidebar style
/// drives the detail, whose counter keeps its count while the same note stays selected; the
/// detail holds a `NavigationStack` that pushes a page. In a window narrower than 500 points the
/// columns collapse: the sidebar shows first, choosing a note shows its detail, and the back
/// button returns.
struct SplitViewsCatalog: View {
    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
        let icon: String
    }

    static let notes = [
        Note(id: 1, title: "Groceries", icon: "star"),
        Note(id: 2, title: "Ideas", icon: "lightbulb"),
        Note(id: 3, title: "Travel", icon: "airplane"),
    ]

    @State private var selected: Int?

    var body: some View {
        NavigationSplitView {
            List(Self.notes, selection: $selected) { note in
                Label(note.title, systemImage: note.icon)
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 280)
        } detail: {
            if let note = Self.notes.first(where: { $0.id == selected }) {
                NoteDetail(note: note)
            } else {
                Text("Select a note").foregroundColor(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
        .frame(height: 260)
    }

    /// A note's page: a counter that keeps its state, and a pushed page.
    struct NoteDetail: View {
        let note: Note
        @State private var edits = 0

        var body: some View {
            NavigationStack {
                VStack(spacing: 8) {
                    Text(note.title).font(.headline)
                    Text("Edited \(edits) times")
                    Button("Edit") { edits += 1 }
                    NavigationLink("Show history") { Text("History of \(note.title)") }
                }
            }
        }
    }
}
