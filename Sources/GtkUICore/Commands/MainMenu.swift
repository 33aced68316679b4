extension Scene {
    /// Adds commands to the app's main menu in each of the scene's windows.
    ///
    /// On GNOME every window of the scene gets a primary menu button (☰, named “Main Menu”)
    /// at the end of its header bar, opening a menu of the commands: each ``CommandMenu`` as
    /// a submenu, each ``CommandGroup`` in the section of its placement. An item's
    /// `.keyboardShortcut` works anywhere in the window and is shown beside it. Items follow the
    /// state they read: a `Commands` type's body and the items' own views are read again when
    /// it changes (values computed in the `.commands` block itself are read once).
    ///
    /// ```swift
    /// WindowGroup { ContentView(model: model) }
    ///     .commands {
    ///         CommandMenu("View") {
    ///             Button("Zoom In") { model.zoom += 1 }.keyboardShortcut("+")
    ///             Toggle("Show Sidebar", isOn: $model.showsSidebar)
    ///         }
    ///         CommandGroup(replacing: .appInfo) { Button("About Viewer") { model.showsAbout = true } }
    ///     }
    /// ```
    ///
    /// - Parameter content: ``CommandMenu``s and ``CommandGroup``s.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _WindowPropertyScene<Self> {
        let commands = content()
        return _WindowPropertyScene(base: self) { $0.commands.append(commands) }
    }
}

extension WindowDescription {
    /// Whether the scene has commands, so its windows show a main menu.
    public var hasCommands: Bool { !commands.isEmpty }

    /// `content` with the scene's main menu in the title bar, or `content` alone when the menu
    /// would be empty; `openSettings` opens the app's `Settings` scene, nil when it has none
    /// (then the menu has no “Preferences…”), and `about` names the app and opens its About
    /// dialog, nil when it has none (then the menu has no “About <Name>”).
    public func _withMainMenu(
        _ content: any View, openSettings: (@MainActor () -> Void)?, about: _AboutMenuItem? = nil
    ) -> any View {
        guard hasCommands || about != nil else { return content }
        let title = Localization.translate("Main Menu")
        let menu = Menu {
            MainMenuItems(commands: commands, openSettings: openSettings, about: about)
        } label: {
            Label(title, systemImage: "line.3.horizontal").labelStyle(.iconOnly)
        }
        return AnyView(erasing: content)!.toolbar {
            ToolbarItem(placement: .mainMenu) { menu }
        }
    }
}

/// The main menu's standard “About <Name>” item: the app's name and what opens its About dialog.
public struct _AboutMenuItem {
    /// The app's name, as the item shows it.
    public let appName: String
    /// Opens the About dialog.
    public let open: @MainActor () -> Void

    /// An item titled “About `appName`” that calls `open`.
    public init(appName: String, open: @escaping @MainActor () -> Void) {
        self.appName = appName
        self.open = open
    }

    /// The item's title, translated: “About Notes”.
    public var title: String { Localization.translate("About %@", arguments: [appName]) }
}

extension ToolbarItemPlacement {
    /// The app's main menu button: the trailing end, after every other item.
    static let mainMenu = ToolbarItemPlacement(slot: .end, emphasis: .none, name: "mainMenu")
}

/// Arranges a scene's command entries into the main menu's sections.
@MainActor
struct MainMenuLayout {
    /// The views of each section, in order.
    private(set) var sections: [[any View]] = []

    init(entries: [CommandEntry], openSettings: (@MainActor () -> Void)?, about: _AboutMenuItem? = nil) {
        var groups: [CommandGroupPlacement: [CommandGroupPosition: [any View]]] = [:]
        var menus: [any View] = []
        for entry in entries {
            switch entry.kind {
            case .menu(let name):
                menus.append(Menu(name) { AnyView(erasing: entry.content)! })
            case .group(let placement, let position):
                groups[placement, default: [:]][position, default: []].append(entry.content)
            }
        }
        var defaults: [CommandGroupPlacement: [any View]] = [:]
        if let openSettings {
            defaults[.appSettings] = [
                Button(Localization.translate("Preferences…"), action: openSettings).keyboardShortcut(",")
            ]
        }
        if let about {
            defaults[.appInfo] = [Button(about.title, action: about.open)]
        }
        let placements = Set(groups.keys).union(defaults.keys).sorted { $0.order < $1.order }
        func items(at placement: CommandGroupPlacement) -> [any View] {
            let group = groups[placement] ?? [:]
            return (group[.before] ?? []) + (group[.replacing] ?? defaults[placement] ?? []) + (group[.after] ?? [])
        }
        for placement in placements
        where !placement.isAppLevel && placement.order < CommandGroupPlacement.commandMenusOrder {
            sections.append(items(at: placement))
        }
        sections.append(menus)
        for placement in placements
        where !placement.isAppLevel && placement.order > CommandGroupPlacement.commandMenusOrder {
            sections.append(items(at: placement))
        }
        sections.append(placements.filter(\.isAppLevel).flatMap(items(at:)))
        sections.removeAll(where: \.isEmpty)
    }
}

/// The main menu's items: each section's views, a divider between sections.
///
/// The commands are arranged each time the menu reads its items, so state that a `Commands`
/// type's body reads is tracked by the menu, which then reads its items again.
struct MainMenuItems: View, PrimitiveView, TupleViewChildren {
    typealias Body = Never
    let commands: [any Commands]
    let openSettings: (@MainActor () -> Void)?
    let about: _AboutMenuItem?

    var childViews: [any View] {
        let entries = commands.flatMap { commandEntries(of: $0) }
        let sections = MainMenuLayout(entries: entries, openSettings: openSettings, about: about).sections
        return sections.enumerated().flatMap { index, section in (index > 0 ? [Divider()] : []) + section }
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { TupleNode(graph: graph) }
}
