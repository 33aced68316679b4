import GtkUI

/// A two-column split view: a sidebar `List(selection:)` of notes in GNOME's sidebar style
/// drives the detail, whose counter keeps its count while the same note stays selected; the
/// detail holds a `NavigationStack` that pushes a page. The header bar's sidebar toggle hides
/// and shows the sidebar through the `columnVisibility` binding, which the detail reports; the
/// sidebar's divider stops at the sidebar's greatest width. A button opens a note from code
/// and another closes it. In a window narrower than 500 points the columns collapse: the
/// sidebar shows first, choosing (or opening) a note shows its detail, and the back button
/// pops the detail's pushed page first, then returns to the sidebar.
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
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            VStack {
                List(Self.notes, selection: $selected) { note in
                    Label(note.title, systemImage: note.icon)
                }
                Button("Open Travel") { selected = 3 }
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 280)
        } detail: {
            VStack(spacing: 8) {
                if let note = Self.notes.first(where: { $0.id == selected }) {
                    NoteDetail(note: note)
                    Button("Close the note") { selected = nil }
                } else {
                    Text("Select a note").foregroundColor(.secondary)
                }
                Text(visibility == .detailOnly ? "Sidebar hidden" : "Sidebar shown").font(.caption)
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
