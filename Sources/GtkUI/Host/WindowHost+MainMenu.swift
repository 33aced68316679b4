import CGtk
import GtkUICore

extension WindowHost {
    /// The main menu button of a scene with `.commands`: the menu button named “Main Menu” in
    /// the window's header bar (not a sheet's); nil when the scene has no commands.
    public var mainMenuButton: Gtk.MenuButton? {
        let name = Localization.translate("Main Menu")
        for widget in headerBar.toolbarDescendants where widget.recordedAccessibleLabel == name {
            if let button = widget.asMenuButton { return button }
        }
        return nil
    }

    /// Opens the main menu for F10 without modifiers (Shift+F10 is a context menu's); returns
    /// whether it did, so the key goes no further.
    func openMainMenu(keyval: UInt32, modifiers: UInt32) -> Bool {
        let held = UInt32(GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
        guard keyval == UInt32(GDK_KEY_F10), modifiers & held == 0, let button = mainMenuButton, button.isMapped
        else { return false }
        button.popup()
        return true
    }
}
