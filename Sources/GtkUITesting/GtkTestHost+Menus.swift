import Foundation
import GtkUI

/// Opening menus and context menus, reading and choosing their items, clicking links and
/// reading the clipboard, as a person does.
///
/// ```swift
/// try host.chooseMenuItem("Export", "PDF", inMenu: "File")   // opens File, then Export, clicks PDF
/// try host.openContextMenu(on: try #require(host.label("Note")))
/// #expect(host.shownMenuItems.map(\.title) == ["Pin", "Delete"])
/// host.click(try host.link("GNOME"))
/// ```
extension GtkTestHost {
    /// An item of the open menu, as shown.
    public struct ShownMenuItem: Equatable, CustomStringConvertible, Sendable {
        /// The item's text.
        public var title: String
        /// Whether it is a plain, check or radio item.
        public var role: Gtk.MenuItemWidget.Role
        /// Whether a check or radio item is on.
        public var isChecked: Bool
        /// Whether it can be chosen.
        public var isEnabled: Bool
        /// Whether it opens a submenu.
        public var opensSubmenu: Bool
        /// The keyboard shortcut shown beside it, such as `Ctrl+E`.
        public var shortcut: String?

        /// The item as `title`, with `[x]`/`(•)` marks, `>` for a submenu and `(disabled)`.
        public var description: String {
            let mark =
                switch role {
                case .normal: ""
                case .check: isChecked ? "[x] " : "[ ] "
                case .radio: isChecked ? "(•) " : "( ) "
                }
            return mark + title + (opensSubmenu ? " >" : "") + (isEnabled ? "" : " (disabled)")
        }
    }

    /// The menu button on screen named `title` (its label's text).
    public func menuButton(_ title: String) throws -> Gtk.MenuButton {
        for widget in allWidgets where widget.isMapped && widget.recordedAccessibleLabel == title {
            if let button = widget.asMenuButton { return button }
        }
        throw TestHostError("no menu named “\(title)” on screen; texts shown: \(shownTexts)")
    }

    /// Opens the menu named `title` by clicking its button, and settles.
    public func openMenu(_ title: String) throws {
        let button = try menuButton(title)
        guard let toggle = button.toggleButton, toggle.isMapped, toggle.isEffectivelySensitive else {
            throw TestHostError("the menu “\(title)” is not shown and enabled")
        }
        toggle.emit("clicked")
        waitUntilMenuOpens()
    }

    /// Waits until a popover menu is open and holds the keyboard focus, as it does once the X
    /// server has shown it — under load that takes longer than the events that asked for it —
    /// and settles. Returns whether a menu opened within `timeout` seconds.
    @discardableResult
    public func waitUntilMenuOpens(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        func focusIsInMenu() -> Bool {
            guard let focused = focusedWidget else { return false }
            return openMenus.contains { menu in descendants(of: menu).contains { $0.pointer == focused.pointer } }
        }
        while Date() < deadline, !(!openMenus.isEmpty && focusIsInMenu()) {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
        return !openMenus.isEmpty
    }

    /// The popover menus open now (a menu's, a context menu's).
    public var openMenus: [Gtk.Widget] {
        allWidgets.filter { $0.isPopover && $0.isMapped }
    }

    /// The items of the open menu's shown page (a submenu once one is open), in order.
    public var shownMenuItems: [ShownMenuItem] {
        shownMenuItemWidgets.map { item in
            ShownMenuItem(
                title: item.title, role: item.role, isChecked: item.isChecked,
                isEnabled: item.isEffectivelySensitive, opensSubmenu: item.opensSubmenu, shortcut: item.shortcutLabel)
        }
    }

    private var shownMenuItemWidgets: [Gtk.MenuItemWidget] {
        openMenus.flatMap { descendants(of: $0) }.compactMap { Gtk.MenuItemWidget($0) }.filter(\.isMapped)
    }

    private func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { descendants(of: $0) }
    }

    /// Chooses the item reached by `path` in the open menu — each title but the last opens a
    /// submenu — by clicking the popover's items, and settles.
    ///
    /// - Throws: When no menu is open, or an item is not shown or is disabled.
    public func chooseMenuItem(_ path: [String]) throws {
        guard !openMenus.isEmpty else { throw TestHostError("no menu is open") }
        for title in path {
            let items = shownMenuItemWidgets
            guard let item = items.first(where: { $0.title == title && !$0.hasCSSClass("title") }) else {
                throw TestHostError("the open menu shows no item “\(title)”; items: \(shownMenuItems)")
            }
            guard item.isEffectivelySensitive else { throw TestHostError("the menu item “\(title)” is disabled") }
            item.emit("clicked")
            waitUntilIdle()
        }
    }

    /// Opens the menu named `menu` and chooses the item reached by `path` in it.
    public func chooseMenuItem(_ path: String..., inMenu menu: String) throws {
        try openMenu(menu)
        try chooseMenuItem(path)
    }

    /// Closes the open menus as Escape does, and settles.
    public func closeMenus() throws {
        try pressKeys("Escape")
    }

    /// Opens `widget`'s context menu with a real secondary (right) click at its centre, through
    /// the X server (XTEST via `xdotool`), and settles.
    public func openContextMenu(on widget: Gtk.Widget) throws {
        let (window, point) = try pointerTarget(widget)
        try xdotool(Self.pointerMove(to: point, in: window) + ["click", "3"])
        waitUntilMenuOpens()
    }

    /// Moves the real pointer off the window (to the screen's top-left corner), so a popover
    /// opening under it is not hovered: GTK moves a menu's selection to the item under the
    /// pointer, which a keyboard-only test does not want.
    public func movePointerAway() throws {
        try xdotool(["mousemove", "2", "2", "mousemove", "--sync", "0", "0"])
    }

    /// The link on screen whose label reads `title`.
    public func link(_ title: String) throws -> Gtk.Button {
        for widget in allWidgets where widget.isMapped && widget.typeName == "GtkLinkButton" {
            let button = Gtk.Button(widget.pointer)
            if descendants(of: button).contains(where: { ($0 as? Gtk.Label)?.text == title }) { return button }
        }
        throw TestHostError("no link labelled “\(title)” on screen; texts shown: \(shownTexts)")
    }

    /// The text on the desktop's clipboard, read as a paste does.
    public func clipboardText() -> String? {
        Gtk.Clipboard.readText()
    }
}
