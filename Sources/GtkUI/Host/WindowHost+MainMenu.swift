import CGtk
import GtkUICore

extension WindowHost {
    /// The main menu button of a scene with `.commands`: the menu button named “Main Menu” in
    /// the header bar; nil when the scene has no commands.
    public var mainMenuButton: Gtk.MenuButton? {
        let name = Localization.translate("Main Menu")
        for widget in toolbarWidgets where widget.recordedAccessibleLabel == name {
            if let button = widget.asMenuButton { return button }
        }
        return nil
    }
}
