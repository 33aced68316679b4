/// A standard group of the app's main menu, which a ``CommandGroup`` goes before, after or
/// in place of.
///
/// On GNOME each placement's groups form one section of the main menu, in this order: the
/// editing and view placements (`.newItem` … `.sidebar`), then the ``CommandMenu``s, then the
/// window placements, then one last section for the app-level placements (`.appSettings`,
/// `.help`, `.appInfo`, `.appTermination`), as GNOME's primary menus end with Preferences,
/// Help and About.
///
/// ```swift
/// CommandGroup(after: .sidebar) { Toggle("Show Inspector", isOn: $showsInspector) }
/// ```
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The placement's rank in the main menu.
    let order: Int
    /// Whether the placement belongs to the menu's last, app-level section.
    let isAppLevel: Bool
    let name: String

    /// Information about the app, such as “About <Name>”, GtkUI's item when the app has an About
    /// panel (``Scene/aboutPanel(_:)``).
    public static let appInfo = CommandGroupPlacement(order: 130, isAppLevel: true, name: "appInfo")
    /// The app's settings, such as “Preferences…”.
    public static let appSettings = CommandGroupPlacement(order: 100, isAppLevel: true, name: "appSettings")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(order: 140, isAppLevel: true, name: "appTermination")
    /// Hiding and showing the app (macOS's Hide items); on GNOME with the app-level items.
    public static let appVisibility = CommandGroupPlacement(order: 135, isAppLevel: true, name: "appVisibility")
    /// System services (macOS's Services menu); on GNOME with the app-level items.
    public static let systemServices = CommandGroupPlacement(order: 110, isAppLevel: true, name: "systemServices")
    /// Creating documents or windows, such as “New”.
    public static let newItem = CommandGroupPlacement(order: 10, isAppLevel: false, name: "newItem")
    /// Saving, such as “Save”.
    public static let saveItem = CommandGroupPlacement(order: 20, isAppLevel: false, name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(order: 30, isAppLevel: false, name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(order: 40, isAppLevel: false, name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(order: 50, isAppLevel: false, name: "undoRedo")
    /// Cut, copy, paste and select all.
    public static let pasteboard = CommandGroupPlacement(order: 60, isAppLevel: false, name: "pasteboard")
    /// Editing text: find, spelling.
    public static let textEditing = CommandGroupPlacement(order: 70, isAppLevel: false, name: "textEditing")
    /// Formatting text: fonts, alignment.
    public static let textFormatting = CommandGroupPlacement(order: 75, isAppLevel: false, name: "textFormatting")
    /// Showing and hiding the toolbar.
    public static let toolbar = CommandGroupPlacement(order: 80, isAppLevel: false, name: "toolbar")
    /// Showing and hiding the sidebar.
    public static let sidebar = CommandGroupPlacement(order: 90, isAppLevel: false, name: "sidebar")
    /// Sizing the window: minimize, zoom.
    public static let windowSize = CommandGroupPlacement(order: 96, isAppLevel: false, name: "windowSize")
    /// The list of the app's windows.
    public static let windowList = CommandGroupPlacement(order: 97, isAppLevel: false, name: "windowList")
    /// The list of windows of a single-window scene.
    public static let singleWindowList = CommandGroupPlacement(
        order: 98, isAppLevel: false, name: "singleWindowList")
    /// Arranging windows: bring all to front.
    public static let windowArrangement = CommandGroupPlacement(
        order: 99, isAppLevel: false, name: "windowArrangement")
    /// Help for the app.
    public static let help = CommandGroupPlacement(order: 120, isAppLevel: true, name: "help")

    /// The rank the ``CommandMenu``s take among the placements: after the sidebar's, before the
    /// window placements'.
    static let commandMenusOrder = 95
}
