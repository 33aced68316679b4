import CGtk
import GtkUICore

extension WindowHost {
    /// Tells the scene state where keyboard focus moved, so the window's `.focusedValue`s follow
    /// it: a move within the content (or to no widget) counts; a move to the title bar or into
    /// an open menu or popover leaves the values of the view that had focus, as a macOS menu bar
    /// does.
    func followFocusedValues() {
        window.connectIgnoringArgument("notify::focus-widget") { [weak self] in self?.focusWidgetDidChange() }
    }

    /// Follows focus in a sheet of this window as in the window itself: while the sheet is
    /// open (it is modal), the focused values are its views' — the window's own focused views
    /// count again once it closes — and the main menu's shortcuts work in it, so commands act
    /// on the sheet's values, as the menu bar does on macOS while a sheet is key.
    func followFocusedValues(in sheet: Gtk.Window) {
        sheet.connectIgnoringArgument("notify::focus-widget") { [weak self, weak sheet] in
            guard let self, let sheet else { return }
            focusWidgetDidChange(in: sheet)
        }
        // After the focused widget, so a field's own keys come first, as in the window.
        sheet.addKeyController(phase: GTK_PHASE_BUBBLE) { [weak self] keyval, _, state, isDown in
            guard isDown, let self else { return false }
            return activateMainMenuShortcut(keyval: keyval, state: state)
        }
    }

    /// A sheet closed: the values follow the focus of what is under it again.
    func sheetDidClose(_ sheet: Gtk.Window) {
        sheet.removeAddedControllers()
        sceneState._focusDidMove()
    }

    /// Runs the main menu item whose keyboard shortcut is the key pressed, if any: through the
    /// menu button's managed shortcut controller's own shortcuts and actions, so a disabled
    /// item stays disabled.
    private func activateMainMenuShortcut(keyval: UInt32, state: UInt32) -> Bool {
        guard let button = mainMenuButton, let controllers = gtk_widget_observe_controllers(button.widget) else {
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        let mask = gtk_accelerator_get_default_mod_mask().rawValue
        let pressed = (gdk_keyval_to_lower(keyval), state & mask)
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            defer { g_object_unref(controller) }
            guard gtkui_is_a(controller, gtk_shortcut_controller_get_type()) != 0 else { continue }
            let shortcuts = OpaquePointer(controller)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                let shortcut = g_list_model_get_item(shortcuts, position)!
                defer { g_object_unref(shortcut) }
                guard let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut)),
                    gtkui_is_a(UnsafeMutableRawPointer(trigger), gtk_keyval_trigger_get_type()) != 0,
                    gdk_keyval_to_lower(gtk_keyval_trigger_get_keyval(trigger)) == pressed.0,
                    gtk_keyval_trigger_get_modifiers(trigger).rawValue & mask == pressed.1,
                    let action = gtk_shortcut_get_action(OpaquePointer(shortcut))
                else { continue }
                return gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, button.widget, nil) != 0
            }
        }
        return false
    }

    private func focusWidgetDidChange(in root: Gtk.Window? = nil) {
        let window = root ?? self.window
        guard let focus = gtk_root_get_focus(OpaquePointer(window.pointer)) else {
            sceneState._focusDidMove()
            return
        }
        let content = gtk_window_get_child(window.window)
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget {
            if current == content {
                sceneState._focusDidMove()
                return
            }
            if gtkui_is_a(UnsafeMutableRawPointer(current), gtk_popover_get_type()) != 0 { break }
            widget = gtk_widget_get_parent(current)
        }
        sceneState._focusDidMoveOutsideContent()
    }
}
