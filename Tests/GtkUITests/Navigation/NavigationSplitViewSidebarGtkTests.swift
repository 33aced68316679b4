import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `NavigationSplitView`'s sidebar toggle on real GTK: the header bar's toggle hides and shows
/// the sidebar, writing and following `columnVisibility`; it leaves the header bar while the
/// split view is collapsed, and with `.toolbar(removing: .sidebarToggle)`.
@MainActor
@Suite("NavigationSplitView's sidebar toggle on GTK", .serialized)
struct NavigationSplitViewSidebarGtkTests {
    static let notes = ["Groceries", "Ideas"]

    struct Notes: View {
        @State private var visibility = NavigationSplitViewVisibility.all
        @State private var selected: String?
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(NavigationSplitViewSidebarGtkTests.notes, id: \.self, selection: $selected) { Text($0) }
            } detail: {
                VStack {
                    Text(visibility == .detailOnly ? "Sidebar hidden" : "Sidebar shown")
                    Button("Hide the sidebar") { visibility = .detailOnly }
                    Button("Show the sidebar") { visibility = .all }
                }
            }
        }
    }

    @Test("the toggle in the header bar hides and shows the sidebar and writes columnVisibility")
    func toggle() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        let toggle = try host.toolbarButton("Toggle Sidebar")
        #expect(toggle.tooltip == "Toggle Sidebar")
        #expect(toggle.recordedAccessibleLabel == "Toggle Sidebar")
        let icon = toggle.children.first { $0.typeName == "GtkImage" }
        #expect(icon.map { Gtk.Image($0.pointer).iconName } == "sidebar-show-symbolic")
        #expect(host.shownSplitViewColumns.count == 2)
        try host.clickPointer(on: toggle)
        #expect(host.shownSplitViewColumns.count == 1)
        #expect(!host.isShown(text: "Groceries"))
        #expect(host.isShown(text: "Sidebar hidden"), "the binding reads .detailOnly")
        try host.clickPointer(on: toggle)
        #expect(host.shownSplitViewColumns.count == 2)
        #expect(host.isShown(text: "Groceries"))
        #expect(host.isShown(text: "Sidebar shown"), "the binding reads .all")
    }

    @Test("the toggle follows columnVisibility set from code")
    func followsCode() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        let toggle = Gtk.ToggleButton(try host.toolbarButton("Toggle Sidebar").pointer)
        #expect(toggle.isActive, "pressed while the sidebar shows")
        host.click(try host.button("Hide the sidebar"))
        #expect(!host.isShown(text: "Groceries"))
        #expect(!toggle.isActive)
        host.click(try host.button("Show the sidebar"))
        #expect(host.isShown(text: "Groceries"))
        #expect(toggle.isActive)
        #expect(host.isShown(text: "Sidebar shown"), "following the binding wrote nothing back")
    }

    @Test("collapsed, the header bar has no sidebar toggle; wide again, it comes back")
    func hiddenWhileCollapsed() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        #expect(!host.toolbarButtonTitles.contains("Toggle Sidebar"))
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.toolbarButtonTitles.contains("Toggle Sidebar"))
    }

    struct WithoutToggle: View {
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewSidebarGtkTests.notes, id: \.self) { Text($0) }
                    .toolbar(removing: .sidebarToggle)
            } detail: {
                Text("Detail")
            }
        }
    }

    @Test(".toolbar(removing: .sidebarToggle) on the sidebar leaves the header bar without the toggle")
    func removingTheToggle() throws {
        let host = try GtkTestHost(WithoutToggle())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.shownSplitViewColumns.count == 2)
        #expect(!host.toolbarButtonTitles.contains("Toggle Sidebar"))
    }
}
