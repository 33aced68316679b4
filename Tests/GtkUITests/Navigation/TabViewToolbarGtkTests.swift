import Foundation
import GtkUI
import GtkUITesting
import Testing

/// A `TabView` whose pages have toolbars: the header bar shows the shown tab's items only.
@MainActor
@Suite("TabView toolbars on GTK", .serialized)
struct TabViewToolbarGtkTests {
    @Test("only the shown tab's toolbar items are in the header bar; switching tabs swaps them")
    func toolbarFollowsTheShownTab() throws {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("Inbox page")
                        .toolbar { ToolbarItem { Button("Compose") {} } }
                        .tabItem { Label("Inbox", systemImage: "tray") }
                    Text("Sent page")
                        .toolbar { ToolbarItem { Button("Resend") {} } }
                        .tabItem { Label("Sent", systemImage: "paperplane") }
                }
            }
        }
        let host = try GtkTestHost(Tabs())
        defer { host.close() }
        #expect(host.toolbarButtonTitles == ["Compose"])
        try host.selectTab("Sent")
        #expect(host.toolbarButtonTitles == ["Resend"])
        try host.selectTab("Inbox")
        #expect(host.toolbarButtonTitles == ["Compose"])
    }
}
