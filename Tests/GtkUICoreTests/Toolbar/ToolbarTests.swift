import GtkUICore
import GtkUICoreTesting
import Testing

/// `.toolbar` on the in-memory backend: placements map onto the title bar's ends and centre,
/// items update in place, the visible navigation page's toolbar is the one shown, sheets have
/// their own, and items leave with their view.
@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    struct Editor: View {
        @State private var count = 0
        @State private var showsExtra = true
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Hide extra") { showsExtra = false }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Add \(count)") { count += 1 }
                    if showsExtra { Button("Extra") {} }
                }
                ToolbarItem(placement: .principal) { Text("Centre") }
                ToolbarItem(placement: .navigation) { Button("Sidebar") {} }
            }
        }
    }

    @Test("placements go to the start, the end and the centre, with GNOME's emphasis")
    func placements() {
        let host = CoreHost(Editor())
        #expect(host.chrome.toolbarTexts(at: .start) == ["Cancel", "Sidebar"])
        #expect(host.chrome.toolbarTexts(at: .end) == ["Save", "Delete", "Add 0", "Extra"])
        #expect(host.chrome.toolbarTexts(at: .center) == ["Centre"])
        let emphasis = host.chrome.toolbarItems.map(\.emphasis)
        #expect(emphasis == [.none, .suggested, .destructive, .none, .none, .none, .none])
    }

    @Test("clicking a toolbar button runs its action and its label updates in place")
    func updatesInPlace() {
        let host = CoreHost(Editor())
        let add = host.button("Add 0")
        let created = host.statistics.widgetsCreated
        add.click()
        host.settle()
        #expect(host.texts.contains("Count 1"))
        #expect(host.chrome.toolbarTexts(at: .end).contains("Add 1"))
        #expect(host.button("Add 1") === add)
        #expect(host.statistics.widgetsCreated == created)
    }

    @Test("an item in a group that goes away leaves the title bar")
    func conditionalItemLeaves() {
        let host = CoreHost(Editor())
        host.button("Hide extra").click()
        host.settle()
        #expect(host.chrome.toolbarTexts(at: .end) == ["Save", "Delete", "Add 0"])
    }

    struct Pages: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail").toolbar { Button("Share") {} }
                }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("New") {} } }
            }
        }
    }

    @Test("pushing a page shows its toolbar instead; popping brings the previous one back")
    func navigationSwapsItems() {
        let host = CoreHost(Pages())
        #expect(host.chrome.toolbarTexts() == ["New"])
        host.button("Open").click()
        host.settle()
        #expect(host.chrome.toolbarTexts() == ["Share"])
        host.chrome.goBack()
        host.settle()
        #expect(host.chrome.toolbarTexts() == ["New"])
    }

    struct WithSheet: View {
        @State private var showsSheet = false
        var body: some View {
            Button("Compose") { showsSheet = true }
                .toolbar { Button("Main") {} }
                .sheet(isPresented: $showsSheet) {
                    Text("Draft").toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Close") { showsSheet = false } }
                    }
                }
        }
    }

    @Test("a sheet's toolbar goes to the sheet's own title bar")
    func sheetHasItsOwn() throws {
        let host = CoreHost(WithSheet())
        host.button("Compose").click()
        host.settle()
        let sheet = try #require(host.chrome.sheets.last)
        #expect(host.chrome.toolbarTexts() == ["Main"])
        let sheetItems = host.chrome.toolbarItems(inSheet: sheet)
        #expect(sheetItems.map { ($0.widget as! TestWidget).visibleTexts } == [["Close"]])
        #expect(sheetItems.first?.position == .start)
        host.button("Close").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
    }

    struct Toggled: View {
        @State private var showsEditor = true
        var body: some View {
            VStack {
                Button("Toggle") { showsEditor.toggle() }
                if showsEditor {
                    Text("Editor").toolbar { Button("Bold") {} }
                }
            }
        }
    }

    @Test("a view that leaves takes its toolbar items with it")
    func itemsLeaveWithView() {
        let host = CoreHost(Toggled())
        #expect(host.chrome.toolbarTexts() == ["Bold"])
        host.button("Toggle").click()
        host.settle()
        #expect(host.chrome.toolbarTexts().isEmpty)
        host.button("Toggle").click()
        host.settle()
        #expect(host.chrome.toolbarTexts() == ["Bold"])
    }

    struct SharedItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(id: "refresh", placement: .topBarTrailing) { Button("Refresh") {} }
            ToolbarItem(placement: .topBarLeading) { Button("Menu") {} }
        }
    }

    @Test("custom ToolbarContent and the iOS placements")
    func customContent() {
        let host = CoreHost(Text("Body").toolbar { SharedItems() })
        #expect(host.chrome.toolbarTexts(at: .end) == ["Refresh"])
        #expect(host.chrome.toolbarTexts(at: .start) == ["Menu"])
    }
}
