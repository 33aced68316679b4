import GtkUICore
import GtkUICoreTesting
import Testing

/// A collapsed `NavigationSplitView` on the recording backend: a selection set from code moves
/// it on and back, the back button pops a navigation stack in the shown column first, and going
/// back deselects the list of the column it returns to.
@MainActor
@Suite("NavigationSplitView collapsed")
struct NavigationSplitViewCollapsedTests {
    static let notes = ["Groceries", "Ideas"]

    struct Notes: View {
        @State var selected: String?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewCollapsedTests.notes, id: \.self, selection: $selected) { Text($0) }
                Button("Open Ideas") { selected = "Ideas" }
            } detail: {
                NavigationStack {
                    Text(selected ?? "Pick a note")
                    NavigationLink("History") { Text("History") }
                }
                Button("Close") { selected = nil }
            }
        }
    }

    private func splitView(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "SplitView" })
    }

    @Test("collapsed: a selection from code shows the detail, nil goes back to the sidebar")
    func selectionFromCode() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        split.resize(collapsed: true)
        host.settle()
        host.button("Open Ideas").click()
        host.settle()
        #expect(split.shownColumns.first === split.children[1])
        #expect(host.chrome.isBackButtonVisible)
        host.button("Close").click()
        host.settle()
        #expect(split.shownColumns.first === split.children[0])
        #expect(!host.chrome.isBackButtonVisible)
    }

    @Test("collapsed: the back button pops the detail's stack first, then shows the sidebar")
    func backPopsStackFirst() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        split.resize(collapsed: true)
        host.settle()
        host.button("Open Ideas").click()
        host.settle()
        host.button("History").click()
        host.settle()
        #expect(host.chrome.isBackButtonVisible)
        host.chrome.goBack()
        host.settle()
        #expect(split.shownColumns.first === split.children[1], "the pushed page popped; the detail stays")
        #expect(host.chrome.isBackButtonVisible)
        host.chrome.goBack()
        host.settle()
        #expect(split.shownColumns.first === split.children[0])
        #expect(!host.chrome.isBackButtonVisible)
    }

    @Test("collapsed: going back to the sidebar deselects its list, so the same row can be chosen again")
    func goingBackDeselects() throws {
        let host = CoreHost(Notes())
        let split = try splitView(in: host)
        let list = try #require(host.allWidgets.first { $0.kind == "LazyList" })
        split.resize(collapsed: true)
        host.settle()
        list.selectRows([1])
        host.settle()
        #expect(split.children[1].visibleTexts.contains("Ideas"))
        host.chrome.goBack()
        host.settle()
        #expect(split.children[1].visibleTexts.contains("Pick a note"))
        list.selectRows([1])
        host.settle()
        #expect(split.shownColumns.first === split.children[1])
    }
}
