import Foundation
import GtkUI
import GtkUITesting
import Observation
import Testing

/// `.commands` on real GTK, through the app runner's path: the ☰ main menu at the end of the
/// header bar, its items chosen by clicking, their shortcuts pressed with the menu closed,
/// disabled items insensitive and check marks following the model.
@MainActor
@Suite("Commands on GTK", .serialized)
struct CommandsGtkTests {
    /// What the commands change, as the window shows it.
    @Observable final class Viewer {
        var about = 0
        var canReset = false
        var zoom = 1
        var showsGrid = false
    }

    /// The viewer's commands: a View menu and an About item.
    struct ViewerCommands: Commands {
        let viewer: Viewer
        var body: some Commands {
            CommandGroup(replacing: .appInfo) { Button("About Viewer") { viewer.about += 1 } }
            CommandMenu("View") {
                Button("Zoom In") { viewer.zoom += 1 }.keyboardShortcut("k")
                Toggle("Show Grid", isOn: Bindable(viewer).showsGrid)
                Button("Reset Zoom") { viewer.zoom = 1 }.disabled(!viewer.canReset)
            }
        }
    }

    struct ViewerRoot: View {
        let viewer: Viewer
        var body: some View {
            VStack {
                Text("Zoom \(viewer.zoom)")
                Text(viewer.showsGrid ? "Grid shown" : "No grid")
                TextField("Caption", text: .constant(""), prompt: Text("Caption"))
            }
            .toolbar { Button("Share") {} }
        }
    }

    struct ViewerApp: App {
        let viewer = Viewer()
        var body: some Scene {
            WindowGroup("Viewer") { ViewerRoot(viewer: viewer) }
                .commands { ViewerCommands(viewer: viewer) }
            Settings { Text("Viewer settings") }
        }
    }

    @Test("the main menu is the last header bar button, an icon named Main Menu, listing the commands")
    func menuShowsCommands() throws {
        let host = try GtkTestHost(app: ViewerApp())
        defer { host.close() }
        let button = try #require(host.windowHost.mainMenuButton)
        #expect(host.windowHost.toolbarWidgets.compactMap(\.asMenuButton).last?.pointer == button.pointer)
        #expect(button.recordedAccessibleLabel == "Main Menu")
        let icons = host.windowHost.toolbarWidgets.filter { $0.typeName == "GtkImage" }.map {
            Gtk.Image($0.pointer).iconName
        }
        #expect(icons.contains("open-menu-symbolic"))
        #expect(try host.appMenuItems() == ["View", "Preferences…", "About Viewer"])
        try host.openAppMenu()
        try host.chooseMenuItem(["View"])
        let shown = host.shownMenuItems.map(\.description)
        for item in ["Zoom In", "[ ] Show Grid", "Reset Zoom (disabled)"] { #expect(shown.contains(item), "\(shown)") }
        #expect(host.shownMenuItems.first { $0.title == "Zoom In" }?.shortcut == "Ctrl+K")
        try host.closeMenus()
    }

    @Test("a main menu left open when its host closes is closed with it; the next host's clicks land")
    func menuLeftOpen() throws {
        let first = try GtkTestHost(app: ViewerApp())
        try first.openAppMenu()
        try first.chooseMenuItem(["View"])
        #expect(!first.openMenus.isEmpty)
        first.close()
        #expect(first.openMenus.isEmpty)

        let viewer = Viewer()
        let second = try GtkTestHost(VStack { Button("Zoom In") { viewer.zoom += 1 } })
        defer { second.close() }
        try second.clickPointer(on: try second.button("Zoom In"))
        #expect(viewer.zoom == 2, "the click reached the new window")
    }

    @Test("F10 opens the main menu, as in GNOME apps; Escape closes it")
    func f10OpensTheMainMenu() throws {
        let host = try GtkTestHost(app: ViewerApp())
        defer { host.close() }
        #expect(host.openMenus.isEmpty)
        try host.pressKeys("F10")
        host.waitUntilIdle()
        #expect(host.shownMenuItems.map(\.title).contains("Preferences…"), "\(host.shownMenuItems)")
        try host.pressKeys("Escape")
        host.waitUntilIdle()
        #expect(host.openMenus.isEmpty)
    }

    @Test("choosing a command runs it and the window shows its effect")
    func chooseCommand() throws {
        let app = ViewerApp()
        let host = try GtkTestHost(app: app)
        defer { host.close() }
        try host.chooseAppMenuItem("View", "Zoom In")
        #expect(host.isShown(text: "Zoom 2"))
        try host.chooseAppMenuItem("View", "Show Grid")
        #expect(host.isShown(text: "Grid shown"))
        #expect(app.viewer.showsGrid)
        try host.chooseAppMenuItem("About Viewer")
        #expect(app.viewer.about == 1)
        try host.chooseAppMenuItem("Preferences…")
        #expect(host.appWindows?.settingsHost != nil)
    }

    @Test("a command's shortcut runs it with the menu closed, even while a text field has focus")
    func shortcut() throws {
        let app = ViewerApp()
        let host = try GtkTestHost(app: app)
        defer { host.close() }
        try host.focus(try host.field(placeholder: "Caption"))
        try host.press(key: "k", modifiers: .command)
        #expect(host.isShown(text: "Zoom 2"))
        #expect(app.viewer.zoom == 2)
    }

    @Test("a disabled command cannot be chosen; the model changing moves the check mark and enables it")
    func followsModel() throws {
        let app = ViewerApp()
        let host = try GtkTestHost(app: app)
        defer { host.close() }
        #expect(throws: TestHostError.self) { try host.chooseAppMenuItem("View", "Reset Zoom") }
        try host.closeMenus()
        let before = host.statistics.writes(of: "Menu.items")
        app.viewer.canReset = true
        app.viewer.showsGrid = true
        host.waitUntilIdle()
        #expect(host.statistics.writes(of: "Menu.items") == before, "states change in place")
        try host.openAppMenu()
        try host.chooseMenuItem(["View"])
        #expect(host.shownMenuItems.first { $0.title == "Show Grid" }?.isChecked == true)
        #expect(host.shownMenuItems.first { $0.title == "Reset Zoom" }?.isEnabled == true)
        try host.chooseMenuItem(["Reset Zoom"])
        #expect(app.viewer.zoom == 1)
        #expect(app.viewer.showsGrid, "setting the state from code did not echo a choice")
    }

    struct TwoWindowApp: App {
        let viewer = Viewer()
        var body: some Scene {
            WindowGroup("Viewer") { OpenButtons() }
            WindowGroup("Plain", id: "plain") { Text("Inspecting") }
            WindowGroup("Inspector", id: "inspector") { Text("Inspecting") }
                .commands { ViewerCommands(viewer: viewer) }
        }
    }

    struct OpenButtons: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View {
            Button("Plain") { openWindow(id: "plain") }
            Button("Inspect") { openWindow(id: "inspector") }
        }
    }

    /// Opens the window a button opens, opens and closes its main menu if it has one, closes it, and
    /// returns how many signal handlers and object wrappers outlived it.
    private func leftovers(opening button: String, in host: GtkTestHost) throws -> (
        handlers: Int, wrappers: Int, hadMenu: Bool
    ) {
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        host.click(try host.button(button))
        let window = try #require(host.appWindows?.hosts.last)
        let hadMenu = openAndCloseMainMenu(of: window, in: host)
        window.close()
        host.waitUntilIdle()
        return (Gtk.liveSignalHandlerCount - handlers, Gtk.Object.liveCount - wrappers, hadMenu)
    }

    /// Opens and closes the window's main menu; returns whether it has one.
    private func openAndCloseMainMenu(of window: WindowHost, in host: GtkTestHost) -> Bool {
        guard let menu = window.mainMenuButton else { return false }
        menu.popup()
        host.waitUntilMenuOpens(timeout: 2)
        menu.popdown()
        host.waitUntilIdle()
        return true
    }

    @Test("closing a window releases its main menu: it leaves no more behind than a window without one")
    func closingReleasesMenu() throws {
        let host = try GtkTestHost(app: TwoWindowApp())
        defer { host.close() }
        #expect(host.windowHost.mainMenuButton == nil, "a scene without commands has no main menu")
        _ = try leftovers(opening: "Plain", in: host)
        _ = try leftovers(opening: "Inspect", in: host)
        let plain = try leftovers(opening: "Plain", in: host)
        let withMenu = try leftovers(opening: "Inspect", in: host)
        #expect(!plain.hadMenu && withMenu.hadMenu)
        #expect(withMenu.handlers == plain.handlers)
        #expect(withMenu.wrappers == plain.wrappers)
    }
}
