import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `.commands` on the in-memory backend: the scene's ``CommandMenu``s and ``CommandGroup``s
/// read into the main menu's description — submenus, sections by placement, app-level items
/// last — with choices running the commands and state that a `Commands` body reads followed.
@MainActor
@Suite("Commands")
struct CommandsTests {
    @Observable
    final class Viewer {
        var zoom = 1
        var showsGrid = false
        var canReset = false
        var about = 0
    }

    /// Commands reading the model in their body, so the menu follows it.
    struct ViewerCommands: Commands {
        let viewer: Viewer
        var body: some Commands {
            CommandMenu("View") {
                Button("Zoom In") { viewer.zoom += 1 }.keyboardShortcut("+")
                Toggle("Show Grid", isOn: Bindable(viewer).showsGrid)
                Divider()
                Button("Reset Zoom") { viewer.zoom = 1 }.disabled(!viewer.canReset)
            }
            CommandGroup(replacing: .appInfo) { Button("About Viewer") { viewer.about += 1 } }
            CommandGroup(after: .newItem) { Button("New Viewer") {} }
            CommandGroup(before: .newItem) { Button("Open…") {} }
            CommandGroup(after: .help) { Button("Viewer Help") {} }
            CommandGroup(after: .windowArrangement) { Button("Tile") {} }
        }
    }

    struct ZoomLabel: View {
        let viewer: Viewer
        var body: some View { Text("Zoom \(viewer.zoom)") }
    }

    struct ViewerApp: App {
        let viewer = Viewer()
        var body: some Scene {
            WindowGroup("Viewer") {
                ZoomLabel(viewer: viewer).toolbar { Button("Share") {} }
            }
            .commands { ViewerCommands(viewer: viewer) }
        }
    }

    private func mainMenu(_ host: CoreHost) throws -> TestWidget {
        let last = try #require(host.chrome.toolbarItems.last)
        #expect(last.position == .end)
        let button = try #require(last.widget as? TestWidget)
        #expect(button.kind == "MenuButton")
        #expect(button.properties["text"] as? String == "Main Menu")
        return button
    }

    private func titles(_ section: MenuSection) -> [String] { section.items.map(\.title) }

    @Test("menus become submenus and groups sections by placement, the app-level ones last")
    func layout() throws {
        let host = CoreHost(app: ViewerApp())
        let menu = try #require(try mainMenu(host).menu)
        #expect(
            menu.sections.map(titles) == [
                ["Open…", "New Viewer"], ["View"], ["Tile"], ["Viewer Help", "About Viewer"],
            ])
        guard case .submenu(let view) = menu.sections[1].items[0].kind else {
            Issue.record("View is not a submenu")
            return
        }
        #expect(view.sections.map(titles) == [["Zoom In", "Show Grid"], ["Reset Zoom"]])
        #expect(view.sections[0].items[0].shortcut == KeyboardShortcut("+"))
        #expect(view.sections[1].items[0].isEnabled == false)
    }

    @Test("the main menu stays after the view's own toolbar items")
    func menuIsLast() throws {
        let host = CoreHost(app: ViewerApp())
        #expect(host.chrome.toolbarTexts(at: .end).first == "Share")
        _ = try mainMenu(host)
    }

    @Test("choosing a command runs it; a toggle writes its binding")
    func choosing() throws {
        let app = ViewerApp()
        let host = CoreHost(app: app)
        let button = try mainMenu(host)
        button.chooseMenuItem("View", "Zoom In")
        button.chooseMenuItem("About Viewer")
        button.chooseMenuItem("View", "Show Grid")
        host.settle()
        #expect(app.viewer.zoom == 2)
        #expect(app.viewer.about == 1)
        #expect(app.viewer.showsGrid)
        #expect(host.texts.contains("Zoom 2"))
    }

    @Test("state the commands read updates the menu's states in place")
    func followsState() throws {
        let app = ViewerApp()
        let host = CoreHost(app: app)
        let button = try mainMenu(host)
        let itemsWritten = host.statistics.writes(of: "MenuButton.menu")
        app.viewer.canReset = true
        app.viewer.showsGrid = true
        host.settle()
        guard case .submenu(let view) = try #require(button.menu).sections[1].items[0].kind else {
            Issue.record("View is not a submenu")
            return
        }
        #expect(view.sections[1].items[0].isEnabled)
        #expect(view.sections[0].items[1].kind == .toggle(isOn: true))
        #expect(host.statistics.writes(of: "MenuButton.menu") == itemsWritten + 1)
    }

    @Test("Preferences… comes with a Settings scene, and replacing .appSettings replaces it")
    func preferences() throws {
        var opened = 0
        let scene = WindowGroup { Text("Body") }.commands { CommandMenu("Tools") { Button("Run") {} } }
        let window = try #require(scene._windows.first)
        let host = CoreHost(AnyView(erasing: window._withMainMenu(window.content, openSettings: { opened += 1 }))!)
        let button = try mainMenu(host)
        let last = try #require(button.menu?.sections.last)
        #expect(titles(last) == ["Preferences…"])
        #expect(last.items[0].shortcut == KeyboardShortcut(","))
        button.chooseMenuItem("Preferences…")
        #expect(opened == 1)

        let replaced = WindowGroup { Text("Body") }.commands {
            CommandGroup(replacing: .appSettings) { Button("Settings") {} }
        }
        let other = try #require(replaced._windows.first)
        let otherHost = CoreHost(AnyView(erasing: other._withMainMenu(other.content, openSettings: {}))!)
        #expect(try mainMenu(otherHost).menu?.sections.map(titles) == [["Settings"]])
    }

    @Test("About <Name> ends the app-level section, after Help and before Quit; it alone makes a main menu")
    func aboutItem() throws {
        var opened = 0
        let about = _AboutMenuItem(appName: "Viewer") { opened += 1 }
        let scene = WindowGroup { Text("Body") }
            .commands {
                CommandGroup(after: .help) { Button("Viewer Help") {} }
                CommandGroup(after: .appTermination) { Button("Quit") {} }
            }
            .aboutPanel(AboutPanel(version: "1.0"))
        let window = try #require(scene._windows.first)
        #expect(window.aboutPanel == AboutPanel(version: "1.0"))
        let host = CoreHost(AnyView(erasing: window._withMainMenu(window.content, openSettings: {}, about: about))!)
        let button = try mainMenu(host)
        #expect(button.menu?.sections.map(titles) == [["Preferences…", "Viewer Help", "About Viewer", "Quit"]])
        button.chooseMenuItem("About Viewer")
        #expect(opened == 1)

        let plain = try #require(WindowGroup { Text("Body") }._windows.first)
        let plainHost = CoreHost(AnyView(erasing: plain._withMainMenu(plain.content, openSettings: nil, about: about))!)
        #expect(try mainMenu(plainHost).menu?.sections.map(titles) == [["About Viewer"]])
    }

    @Test(".restorationBehavior sets the scene's windows' behaviour; .automatic by default")
    func restorationBehavior() throws {
        let plain = try #require(WindowGroup { Text("Body") }._windows.first)
        #expect(plain.restorationBehavior == .automatic)
        let disabled = try #require(WindowGroup { Text("Body") }.restorationBehavior(.disabled)._windows.first)
        #expect(disabled.restorationBehavior == .disabled)
    }

    @Test("a scene without commands has no main menu; if/else and EmptyCommands build")
    func builder() throws {
        let plain = try #require(WindowGroup { Text("Body") }._windows.first)
        #expect(!plain.hasCommands)
        let flag = false
        let scene = WindowGroup { Text("Body") }
            .commands {
                if flag { CommandMenu("Hidden") { Button("No") {} } } else { EmptyCommands() }
                CommandMenu(Text("Shown")) { Button("Yes") {} }
            }
        let window = try #require(scene._windows.first)
        let host = CoreHost(AnyView(erasing: window._withMainMenu(window.content, openSettings: nil))!)
        #expect(try mainMenu(host).menu?.sections.map(titles) == [["Shown"]])
    }
}
