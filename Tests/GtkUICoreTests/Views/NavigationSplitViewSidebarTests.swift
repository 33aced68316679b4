import GtkUICore
import GtkUICoreTesting
import Testing

/// `NavigationSplitView`'s sidebar toggle on the recording backend: it writes and follows
/// `columnVisibility`, leaves the title bar while collapsed and with
/// `.toolbar(removing: .sidebarToggle)`.
@MainActor
@Suite("NavigationSplitView sidebar toggle")
struct NavigationSplitViewSidebarTests {
    static let notes = ["Groceries", "Ideas"]

    /// A detail that reads nothing the toggle changes.
    struct Detail: View {
        var body: some View { Text("Detail") }
    }

    final class Recorder {
        var visibilities: [NavigationSplitViewVisibility] = []
    }

    struct Notes: View {
        let recorder: Recorder
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(
                columnVisibility: Binding(
                    get: { visibility },
                    set: {
                        recorder.visibilities.append($0)
                        visibility = $0
                    })
            ) {
                List(NavigationSplitViewSidebarTests.notes, id: \.self) { Text($0) }
                Button("Hide the sidebar") { visibility = .detailOnly }
            } detail: {
                Detail()
            }
        }
    }

    private func sidebarToggle(in host: CoreHost) -> TestWidget? {
        host.chrome.toolbarItems.map { $0.widget as! TestWidget }.first { $0.text == "Toggle Sidebar" }
    }

    private func splitView(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "SplitView" })
    }

    @Test("the toggle sits at the start of the title bar and writes .detailOnly, then .all")
    func toggleWritesVisibility() throws {
        let recorder = Recorder()
        let host = CoreHost(Notes(recorder: recorder))
        let split = try splitView(in: host)
        let toggle = try #require(sidebarToggle(in: host))
        #expect(host.chrome.toolbarItems.first?.position == .start)
        #expect(toggle.properties["isOn"] as? Bool == true)
        host.statistics.reset()
        toggle.toggle()
        host.settle()
        #expect(recorder.visibilities == [.detailOnly])
        #expect(split.shownColumns.count == 1)
        #expect(host.statistics.bodyEvaluations(of: Detail.self) == 0, "the detail reads nothing that changed")
        toggle.toggle()
        host.settle()
        #expect(recorder.visibilities == [.detailOnly, .all])
        #expect(split.shownColumns.count == 2)
    }

    @Test("the toggle follows the binding set from code, writing nothing back")
    func toggleFollowsCode() throws {
        let recorder = Recorder()
        let host = CoreHost(Notes(recorder: recorder))
        host.button("Hide the sidebar").click()
        host.settle()
        #expect(sidebarToggle(in: host)?.properties["isOn"] as? Bool == false)
        #expect(recorder.visibilities.isEmpty)
    }

    @Test("collapsed, the toggle leaves the title bar; expanded, it comes back")
    func toggleWhileCollapsed() throws {
        let host = CoreHost(Notes(recorder: Recorder()))
        let split = try splitView(in: host)
        split.resize(collapsed: true)
        host.settle()
        #expect(sidebarToggle(in: host) == nil)
        split.resize(collapsed: false)
        host.settle()
        #expect(sidebarToggle(in: host) != nil)
    }

    struct Removed: View {
        var body: some View {
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            .toolbar(removing: .sidebarToggle)
        }
    }

    @Test(".toolbar(removing: .sidebarToggle) around the split view removes the toggle; nil removes nothing")
    func removing() throws {
        #expect(sidebarToggle(in: CoreHost(Removed())) == nil)
        let kept = CoreHost(
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }.toolbar(removing: nil))
        #expect(sidebarToggle(in: kept) != nil)
    }
}
