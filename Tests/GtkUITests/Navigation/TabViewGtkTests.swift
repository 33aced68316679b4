import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `TabView` on real GTK, used as a person does: the tabs sit in the header bar, clicking one
/// shows its page and writes the selection once; setting the selection from code presses the
/// tab; a tab's state survives switching; pages not shown are hidden; a tab view in a sheet
/// keeps its tabs above its pages.
@MainActor
@Suite("TabView on GTK", .serialized)
struct TabViewGtkTests {
    /// Every selection the tab view wrote to its binding, in order.
    final class SelectionLog {
        var writes: [String] = []
    }

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

    struct Mail: View {
        let log: SelectionLog
        @State private var selection = "inbox"
        @State private var showsTabs = true
        @State private var showsSheet = false
        var body: some View {
            VStack {
                if showsTabs {
                    TabView(
                        selection: Binding(
                            get: { selection },
                            set: {
                                log.writes.append($0)
                                selection = $0
                            })
                    ) {
                        Counter(name: "Inbox")
                            .tabItem { Label("Inbox", systemImage: "envelope") }
                            .tag("inbox")
                        Counter(name: "Sent")
                            .tabItem { Label("Sent", systemImage: "paperplane") }
                            .tag("sent")
                    }
                }
                Text("Showing \(selection)")
                Button("Go to sent") { selection = "sent" }
                Button("Remove tabs") { showsTabs = false }
                Button("Open sheet") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) {
                TabView {
                    Text("First pane").tabItem { Text("First") }
                    Text("Second pane").tabItem { Text("Second") }
                }
            }
        }
    }

    @Test("the tabs sit in the header bar with their titles; the selected tab's page is shown")
    func tabsInHeaderBar() throws {
        let host = try GtkTestHost(Mail(log: SelectionLog()))
        defer { host.close() }
        #expect(host.tabs == ["Inbox", "Sent"])
        #expect(host.selectedTab == "Inbox")
        let switcher = try #require(host.windowHost.tabSwitcher)
        #expect(switcher.parent?.isSameWidget(as: host.windowHost.headerBar) == true || switcher.isMapped)
        #expect(host.isShown(text: "Inbox"), "the tab's title is shown")
        #expect(host.isShown(text: "Inbox 0"))
        #expect(!host.isShown(text: "Sent 0"))
    }

    @Test("clicking a tab shows its page and writes the selection once, without writing the tab view back")
    func clickWritesOnce() throws {
        let log = SelectionLog()
        let host = try GtkTestHost(Mail(log: log))
        defer { host.close() }
        host.statistics.reset()
        try host.selectTab("Sent")
        #expect(host.isShown(text: "Sent 0"))
        #expect(!host.isShown(text: "Inbox 0"))
        #expect(host.isShown(text: "Showing sent"))
        #expect(host.selectedTab == "Sent")
        #expect(log.writes == ["sent"])
        #expect(host.statistics.writes(of: "TabView.selectedIndex") == 0)
        #expect(host.statistics.writes(of: "TabView.items") == 0)
    }

    @Test("setting the selection from code presses its tab and shows its page, writing nothing back")
    func codeSwitches() throws {
        let log = SelectionLog()
        let host = try GtkTestHost(Mail(log: log))
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("Go to sent"))
        #expect(host.selectedTab == "Sent")
        #expect(host.isShown(text: "Sent 0"))
        #expect(log.writes.isEmpty)
        #expect(host.statistics.writes(of: "TabView.selectedIndex") == 1)
    }

    @Test("a tab's @State survives switching to another tab and back")
    func stateSurvives() throws {
        let host = try GtkTestHost(Mail(log: SelectionLog()))
        defer { host.close() }
        host.click(try host.button("Add to Inbox"))
        host.click(try host.button("Add to Inbox"))
        try host.selectTab("Sent")
        host.click(try host.button("Add to Sent"))
        try host.selectTab("Inbox")
        #expect(host.isShown(text: "Inbox 2"))
        try host.selectTab("Sent")
        #expect(host.isShown(text: "Sent 1"))
    }

    @Test("pages not shown are hidden, so focus and screen readers skip them")
    func hiddenPages() throws {
        let host = try GtkTestHost(Mail(log: SelectionLog()))
        defer { host.close() }
        let sentLabel = try #require(host.allWidgets.compactMap { $0 as? Gtk.Label }.first { $0.text == "Sent 0" })
        #expect(!sentLabel.isMapped)
        #expect(!host.isDrawnAndVisible(sentLabel))
        try host.selectTab("Sent")
        let inboxLabel = try #require(host.allWidgets.compactMap { $0 as? Gtk.Label }.first { $0.text == "Inbox 0" })
        #expect(!host.isDrawnAndVisible(inboxLabel))
        #expect(host.isDrawnAndVisible(sentLabel))
    }

    @Test("removing the tab view gives the header bar its title back")
    func removingRestoresTitle() throws {
        let host = try GtkTestHost(Mail(log: SelectionLog()))
        defer { host.close() }
        #expect(host.windowHost.tabSwitcher != nil)
        host.click(try host.button("Remove tabs"))
        #expect(host.windowHost.tabSwitcher == nil)
        #expect(host.tabs.isEmpty)
        #expect(host.isShown(text: "Sample"), "the window's title is shown again")
    }

    @Test("a tab view in a sheet keeps its tabs above its pages, and they switch its pages")
    func tabsInSheet() throws {
        let host = try GtkTestHost(Mail(log: SelectionLog()))
        defer { host.close() }
        host.click(try host.button("Open sheet"))
        #expect(host.sheets.count == 1)
        #expect(host.tabSwitchers.count == 2)
        #expect(host.tabs(1) == ["First", "Second"])
        #expect(host.isShown(text: "First pane"))
        try host.selectTab("Second", in: 1)
        #expect(host.isShown(text: "Second pane"))
        #expect(!host.isShown(text: "First pane"))
        #expect(host.tabs(0) == ["Inbox", "Sent"], "the window's tabs stay in its header bar")
    }
}

extension GtkTestHost {
    /// Whether `widget` and every ancestor are visible, so it is drawn and exposed.
    fileprivate func isDrawnAndVisible(_ widget: Gtk.Widget) -> Bool {
        var current: Gtk.Widget? = widget
        while let node = current {
            if !node.isVisible { return false }
            current = node.parent
        }
        return widget.isMapped
    }
}
