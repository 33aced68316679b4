import GtkUICore
import GtkUICoreTesting
import Testing

/// `NavigationSplitView`: columns side by side, a sidebar selection re-evaluates the detail,
/// the detail keeps its state while the same item stays selected, column visibility and widths
/// reach the backend, and a collapsed split view moves on when a row is chosen and back with
/// the back button.
@MainActor
@Suite("NavigationSplitView")
struct NavigationSplitViewTests {
    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    static let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

    /// A detail whose state must survive while its note stays selected.
    struct NoteDetail: View {
        let note: Note
        @State private var edits = 0
        var body: some View {
            VStack {
                Text("\(note.title) edited \(edits)")
                Button("Edit") { edits += 1 }
            }
        }
    }

    struct Notes: View {
        @State var selected: Int?
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(NavigationSplitViewTests.notes, selection: $selected) { Text($0.title) }
                    .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
            } detail: {
                if let note = NavigationSplitViewTests.notes.first(where: { $0.id == selected }) {
                    NoteDetail(note: note)
                } else {
                    Text("Pick a note")
                }
                Button("Hide the sidebar") { visibility = .detailOnly }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    private func splitView(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "SplitView" })
    }

    private func list(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "LazyList" })
    }

    @Test("two columns side by side with the sidebar's width; the detail shows its placeholder")
    func twoColumns() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        #expect(split.children.count == 2)
        #expect(split.shownColumns.count == 2)
        #expect(split.properties["widths"] as? [Double] == [200, 0])
        #expect(split.children[1].visibleTexts.contains("Pick a note"))
    }

    @Test("selecting a sidebar row re-evaluates the detail; its state stays while the same row stays selected")
    func selectionDrivesDetail() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        try list(in: host).selectRows([0])
        host.settle()
        #expect(split.children[1].visibleTexts.contains("Groceries edited 0"))
        host.button("Edit").click()
        host.settle()
        #expect(split.children[1].visibleTexts.contains("Groceries edited 1"))
        host.button("Hide the sidebar").click()
        host.settle()
        #expect(split.children[1].visibleTexts.contains("Groceries edited 1"), "state survives re-rendering")
        try list(in: host).selectRows([1])
        host.settle()
        #expect(split.children[1].visibleTexts.contains { $0.hasPrefix("Ideas edited") })
    }

    @Test("column visibility from the binding hides the sidebar")
    func visibility() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        host.button("Hide the sidebar").click()
        host.settle()
        #expect(split.properties["visibleColumns"] as? [Bool] == [false, true])
        #expect(split.shownColumns.count == 1)
    }

    @Test("collapsed: the sidebar shows first, choosing a row shows the detail, the back button returns")
    func collapsed() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        split.resize(collapsed: true)
        host.settle()
        #expect(split.shownColumns.first === split.children[0])
        #expect(!host.chrome.isBackButtonVisible)
        try list(in: host).selectRows([1])
        host.settle()
        #expect(split.shownColumns.first === split.children[1])
        #expect(split.children[1].visibleTexts.contains("Ideas edited 0"))
        #expect(host.chrome.isBackButtonVisible)
        host.chrome.goBack()
        host.settle()
        #expect(split.shownColumns.first === split.children[0])
        #expect(!host.chrome.isBackButtonVisible)
        split.resize(collapsed: false)
        host.settle()
        #expect(split.shownColumns.count == 2)
    }

    struct ThreeColumns: View {
        var body: some View {
            NavigationSplitView {
                Text("Folders")
            } content: {
                Text("Messages")
            } detail: {
                Text("Message")
            }
        }
    }

    @Test("three columns: sidebar, content and detail in order")
    func threeColumns() throws {
        let host = CoreHost(ThreeColumns())
        let split = try splitView(in: host)
        #expect(split.children.map(\.visibleTexts) == [["Folders"], ["Messages"], ["Message"]])
    }

    struct WidthsOutOfOrder: View {
        var body: some View {
            NavigationSplitView {
                Text("Folders").navigationSplitViewColumnWidth(min: 300, ideal: 200, max: 250)
            } detail: {
                Text("Folder")
            }
        }
    }

    @Test("widths out of order are reported once, naming the column and the fix; the view still shows")
    func widthsOutOfOrder() throws {
        let (host, messages) = capturingDiagnostics { CoreHost(WidthsOutOfOrder()) }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("NavigationSplitView in"))
        #expect(message.contains("sidebar column's .navigationSplitViewColumnWidth(min: 300, ideal: 200, max: 250)"))
        #expect(message.contains("min ≤ ideal ≤ max"))
        #expect(try splitView(in: host).children.map(\.visibleTexts) == [["Folders"], ["Folder"]])
    }

    @Test("widths in order are not reported")
    func widthsInOrder() {
        let (_, messages) = capturingDiagnostics { CoreHost(Notes()) }
        #expect(messages.isEmpty)
    }
}
