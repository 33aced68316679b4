import Foundation
import GtkUI
import GtkUITesting
import Testing

/// SwiftUI's standard command sets on real GTK: `SidebarCommands` toggles the active window's
/// split view sidebar from the main menu and with F9; `TextEditingCommands` and
/// `ToolbarCommands` are accepted and add nothing.
@MainActor
@Suite("Standard commands on GTK", .serialized)
struct StandardCommandsGtkTests {
    struct Library: View {
        @State private var selected: String?
        var body: some View {
            NavigationSplitView {
                List(["Poems", "Letters"], id: \.self, selection: $selected) { Text($0) }
            } detail: {
                Text("Pick a shelf")
            }
        }
    }

    struct LibraryApp: App {
        var body: some Scene {
            WindowGroup("Library") { Library() }
                .commands {
                    SidebarCommands()
                    TextEditingCommands()
                    ToolbarCommands()
                }
        }
    }

    @Test("Toggle Sidebar hides and shows the sidebar, from the menu and with F9")
    func toggleSidebar() throws {
        let host = try GtkTestHost(app: LibraryApp())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        try host.pressKeys("F9")
        #expect(host.shownSplitViewColumns.count == 1)
        #expect(!host.isShown(text: "Poems"))
        try host.openAppMenu()
        #expect(host.shownMenuItems.map(\.title) == ["Toggle Sidebar"], "text editing and toolbar commands add nothing")
        let item = try #require(host.shownMenuItems.first { $0.title == "Toggle Sidebar" })
        #expect(item.isEnabled)
        #expect(item.shortcut == "F9")
        try host.chooseMenuItem(["Toggle Sidebar"])
        #expect(host.shownSplitViewColumns.count == 2)
        #expect(host.isShown(text: "Poems"))
        try host.pressKeys("F9")
        #expect(host.shownSplitViewColumns.count == 1, "the key after choosing an item is not lost in the closed menu")
    }

    @Test("Toggle Sidebar is disabled while the split view is collapsed in a narrow window")
    func disabledWhileCollapsed() throws {
        let host = try GtkTestHost(app: LibraryApp())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        try host.openAppMenu()
        #expect(host.shownMenuItems.first { $0.title == "Toggle Sidebar" }?.isEnabled == false)
        try host.closeMenus()
        try host.resizeWindow(width: 800, height: 500)
        try host.openAppMenu()
        #expect(host.shownMenuItems.first { $0.title == "Toggle Sidebar" }?.isEnabled == true)
        try host.closeMenus()
    }

    struct PlainApp: App {
        var body: some Scene {
            WindowGroup("Plain") { Text("No sidebar here") }
                .commands { SidebarCommands() }
        }
    }

    @Test("Toggle Sidebar is disabled in a window without a split view")
    func disabledWithoutSplitView() throws {
        let host = try GtkTestHost(app: PlainApp())
        defer { host.close() }
        try host.openAppMenu()
        #expect(host.shownMenuItems.first { $0.title == "Toggle Sidebar" }?.isEnabled == false)
        try host.closeMenus()
    }
}
