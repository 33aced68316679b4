import Foundation
import GtkUI

/// The app's main menu (a scene's `.commands`), used as a person does: opened from the header
/// bar's ☰ button, its items read and chosen.
///
/// ```swift
/// let host = try GtkTestHost(app: ViewerApp())
/// #expect(try host.appMenuItems() == ["View", "About Viewer"])
/// try host.chooseAppMenuItem("View", "Zoom In")
/// ```
extension GtkTestHost {
    /// The name of the main menu's button, as screen readers announce it.
    private var mainMenuName: String { Localization.translate("Main Menu") }

    /// Opens the main menu by clicking its button in the window's header bar, and settles.
    ///
    /// - Throws: When the scene has no commands (no main menu), or the button is not shown.
    public func openAppMenu() throws {
        try openMenu(mainMenuName)
    }

    /// The titles of the main menu's items (a submenu by its name), in order: opens the menu,
    /// reads what it shows and closes it again.
    ///
    /// - Throws: When the scene has no commands (no main menu).
    public func appMenuItems() throws -> [String] {
        try openAppMenu()
        let titles = shownMenuItems.map(\.title)
        try closeMenus()
        return titles
    }

    /// Opens the main menu and chooses the item reached by `path` — each title but the last
    /// opens a submenu — by clicking, as a person does, and settles.
    ///
    /// - Throws: When there is no main menu, or an item is not shown or is disabled.
    public func chooseAppMenuItem(_ path: String...) throws {
        try chooseMenuItem(path, inMenu: mainMenuName)
    }

    /// Opens the menu named `menu` and chooses the item reached by `path` in it.
    private func chooseMenuItem(_ path: [String], inMenu menu: String) throws {
        try openMenu(menu)
        try chooseMenuItem(path)
    }
}
