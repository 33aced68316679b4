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

extension GtkTestHost {
    /// The items of the main menu of `window` — any window of the app, see ``appWindows`` —
    /// or of its submenu reached by `path`, as a person sees them there: gives that window the
    /// keyboard, opens its menu with F10, reads what it shows and closes it again.
    ///
    /// ```swift
    /// let second = try #require(host.appWindows?.hosts.last)
    /// let items = try host.appMenuItems(in: second, submenu: "Note")
    /// #expect(items.first { $0.title == "Uppercase" }?.isEnabled == false)
    /// ```
    ///
    /// - Throws: When the window has no main menu, the menu does not open, or a submenu is not
    ///   shown.
    public func appMenuItems(in window: WindowHost, submenu path: String...) throws -> [ShownMenuItem] {
        guard let button = window.mainMenuButton else { throw TestHostError("the window has no main menu") }
        try focusWindow(window.window)
        // F10: AppKit's function-key character for it, as KeyEquivalent takes function keys.
        try window.window.pressKey(KeyEquivalent("\u{F70D}"))
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, button.popover?.isMapped != true {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
        guard let popover = button.popover, popover.isMapped else {
            throw TestHostError("the window's main menu did not open")
        }
        defer {
            button.popdown()
            waitUntilIdle()
        }
        func shown() -> [Gtk.MenuItemWidget] {
            menuDescendants(of: popover).compactMap { Gtk.MenuItemWidget($0) }.filter(\.isMapped)
        }
        for title in path {
            guard let item = shown().first(where: { $0.title == title && !$0.hasCSSClass("title") }) else {
                throw TestHostError("the window's main menu shows no item “\(title)”")
            }
            item.emit("clicked")
            waitUntilIdle()
        }
        return shown().map { item in
            ShownMenuItem(
                title: item.title, role: item.role, isChecked: item.isChecked,
                isEnabled: item.isEffectivelySensitive, opensSubmenu: item.opensSubmenu, shortcut: item.shortcutLabel)
        }
    }

    private func menuDescendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { menuDescendants(of: $0) }
    }
}
