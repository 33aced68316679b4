import GtkUICore
import GtkUICoreTesting
import Testing

/// `TabView`: pages from `.tabItem`/`.tag` and `Tab`, choosing a tab writes the selection once,
/// code switches pages, state in a tab survives switching, and the tabs go to the title bar
/// only for the outermost tab view.
@MainActor
@Suite("TabView")
struct TabViewTests {
    /// A counter whose state must survive switching tabs.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(name) \(count)")
                Button("Add to \(name)") { count += 1 }
            }
        }
    }

    struct Tabs: View {
        @State var selection = "inbox"
        var body: some View {
            VStack {
                TabView(selection: $selection) {
                    Counter(name: "Inbox")
                        .tabItem { Label("Inbox", systemImage: "gear") }
                        .tag("inbox")
                    Counter(name: "Sent")
                        .tabItem { Label("Sent", systemImage: "paperplane") }
                        .tag("sent")
                }
                Text("Showing \(selection)")
                Button("Go to sent") { selection = "sent" }
            }
        }
    }

    /// Only the tab view reads the selection, through its binding.
    struct TabsOnly: View {
        @State var selection = 1
        var body: some View {
            TabView(selection: $selection) {
                Tab("One", systemImage: "1.circle", value: 1) { Text("Page one") }
                Tab("Two", systemImage: "2.circle", value: 2) { Text("Page two") }
            }
        }
    }

    private func tabView(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "TabView" })
    }

    @Test("tabs show each page's tabItem title and icon; the selection's page is shown")
    func showsTabs() throws {
        let host = CoreHost(Tabs())
        let tabs = try tabView(in: host)
        #expect(tabs.tabTitles == ["Inbox", "Sent"])
        #expect(tabs.properties["icons"] as? [String] == ["emblem-system-symbolic", "mail-send-symbolic"])
        #expect(tabs.selectedTab == "Inbox")
        #expect(tabs.shownTabPage?.visibleTexts.contains("Inbox 0") == true)
        #expect(tabs.children.count == 2)
    }

    @Test("choosing a tab writes the selection once and the reader re-renders; the tab view is not written back")
    func choosingWritesSelection() throws {
        let host = CoreHost(Tabs())
        let tabs = try tabView(in: host)
        host.statistics.reset()
        tabs.selectTab("Sent")
        host.settle()
        #expect(host.texts.contains("Showing sent"))
        #expect(host.statistics.bodyEvaluations(of: Tabs.self) == 1)
        #expect(host.statistics.writes(of: "TabView.selectedIndex") == 0)
        #expect(host.statistics.writes(of: "TabView.pages") == 0)
        #expect(tabs.shownTabPage?.visibleTexts.contains("Sent 0") == true)
    }

    @Test("choosing a tab whose selection no body reads evaluates no body and writes nothing")
    func choosingWithoutReaders() throws {
        let host = CoreHost(TabsOnly())
        let tabs = try tabView(in: host)
        #expect(tabs.tabTitles == ["One", "Two"])
        host.statistics.reset()
        tabs.selectTab("Two")
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
        #expect(tabs.shownTabPage?.visibleTexts == ["Page two"])
    }

    @Test("setting the selection from code switches the page with one write")
    func codeSwitchesPage() throws {
        let host = CoreHost(Tabs())
        host.statistics.reset()
        host.button("Go to sent").click()
        host.settle()
        let tabs = try tabView(in: host)
        #expect(tabs.selectedTab == "Sent")
        #expect(host.statistics.writes(of: "TabView.selectedIndex") == 1)
        #expect(host.statistics.writes(of: "TabView.items") == 0)
    }

    @Test("@State in a tab survives switching to another tab and back")
    func stateSurvivesSwitching() throws {
        let host = CoreHost(Tabs())
        let tabs = try tabView(in: host)
        host.button("Add to Inbox").click()
        host.button("Add to Inbox").click()
        host.settle()
        tabs.selectTab("Sent")
        host.settle()
        tabs.selectTab("Inbox")
        host.settle()
        #expect(tabs.shownTabPage?.visibleTexts.contains("Inbox 2") == true)
        #expect(host.statistics.widgetsDestroyed == 0)
    }

    struct Untitled: View {
        var body: some View {
            TabView {
                Text("First")
                Text("Second").tabItem { Text("Second") }
            }
        }
    }

    @Test("a tab view without a selection starts on the first page and keeps its own choice")
    func ownSelection() throws {
        let (host, messages) = capturingDiagnostics { CoreHost(Untitled()) }
        let tabs = try tabView(in: host)
        #expect(tabs.selectedTab == "")
        tabs.selectTab("Second")
        host.settle()
        #expect(tabs.shownTabPage?.visibleTexts == ["Second"])
        #expect(messages.contains { $0.contains("tab 1 has no .tabItem label") })
    }

    struct Mismatch: View {
        @State var selection = "missing"
        var body: some View {
            TabView(selection: $selection) {
                Text("A").tabItem { Text("A") }.tag("a")
                Text("B").tabItem { Text("B") }
            }
        }
    }

    @Test("a selection no tab is tagged with shows the first tab and is reported; an untagged tab goes back")
    func mismatchedSelection() throws {
        let (host, messages) = capturingDiagnostics { CoreHost(Mismatch()) }
        let tabs = try tabView(in: host)
        #expect(tabs.selectedTab == "A")
        #expect(messages.contains { $0.contains("the selection missing matches no tab's tag") })
        let (_, more) = capturingDiagnostics {
            tabs.selectTab("B")
            host.settle()
        }
        #expect(tabs.selectedTab == "A")
        #expect(more.contains { $0.contains("has no .tag of type String") })
    }

    struct Nested: View {
        var body: some View {
            TabView {
                TabView {
                    Text("Inner").tabItem { Text("Inner") }
                }
                .tabItem { Text("Outer") }
            }
        }
    }

    @Test("the outermost tab view puts its tabs in the title bar; a nested one keeps them; unmounting gives it back")
    func titleBarPlacement() throws {
        let host = CoreHost(Nested())
        let views = host.allWidgets.filter { $0.kind == "TabView" }
        #expect(views.count == 2)
        #expect(host.chrome.tabSwitcherOwner === views.first)
        host.unmount()
        #expect(host.chrome.tabSwitcherOwner == nil)
    }
}
