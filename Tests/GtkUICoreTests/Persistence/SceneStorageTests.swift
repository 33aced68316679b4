import GtkUICore
import GtkUICoreTesting
import Testing

/// `@SceneStorage` values are shared by the views of one window and kept apart between windows.
@MainActor
@Suite("SceneStorage")
struct SceneStorageTests {
    enum Tab: Int { case general, advanced }

    struct TabLabel: View {
        @SceneStorage("tab") var tab: Tab = .general
        var body: some View { Text("tab \(tab)") }
    }

    struct DraftLabel: View {
        @SceneStorage("draft") var draft: String?
        var body: some View { Text("draft \(draft ?? "none")") }
    }

    struct WindowContent: View {
        @SceneStorage("tab") var tab: Tab = .general
        @SceneStorage("draft") var draft: String?
        var body: some View {
            VStack {
                TabLabel()
                TabLabel()
                DraftLabel()
                Button("Advanced") { tab = .advanced }
                Button("Write draft") { draft = "Hello" }
            }
        }
    }

    @Test("views of one window share a key, and only readers of the written key re-render")
    func sharedWithinWindow() {
        let host = CoreHost(WindowContent())
        #expect(host.texts.filter { $0 == "tab general" }.count == 2)
        host.statistics.reset()
        host.button("Advanced").click()
        host.settle()
        #expect(host.texts.filter { $0 == "tab advanced" }.count == 2)
        #expect(host.statistics.bodyEvaluations(of: TabLabel.self) == 2)
        #expect(host.statistics.bodyEvaluations(of: DraftLabel.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: WindowContent.self) == 0)

        host.button("Write draft").click()
        host.settle()
        #expect(host.texts.contains("draft Hello"))
    }

    @Test("another window keeps values of its own")
    func separateWindows() {
        let first = CoreHost(WindowContent())
        let second = CoreHost(WindowContent())
        first.button("Advanced").click()
        first.settle()
        second.settle()
        #expect(first.texts.contains("tab advanced"))
        #expect(second.texts.filter { $0 == "tab general" }.count == 2)
    }
}
