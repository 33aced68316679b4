import CGtk
import GtkUICore

extension GtkBackend: FocusBackend {
    /// Adds a `GtkEventControllerFocus` to the widget; a change of the active window is not a
    /// move of focus, so `onChange` hears only of focus entering or leaving the widget within its
    /// window.
    public func observeFocus(_ widget: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void) {
        let widget = widget as! Gtk.Widget
        widget.addFocusController { [weak widget] entered in
            guard let widget else { return }
            // Another window becoming active leaves the window's focus widget in place.
            if !entered, widget.containsFocus { return }
            onChange(entered)
        }
    }

    /// Whether the window's focus widget is `widget` or inside it.
    public func containsFocus(_ widget: BackendWidget) -> Bool { (widget as! Gtk.Widget).containsFocus }

    /// ``containsFocus(_:)``, and no visible modal window is transient for the widget's window
    /// (a sheet over it).
    public func containsKeyFocus(_ widget: BackendWidget) -> Bool {
        let widget = widget as! Gtk.Widget
        guard widget.containsFocus, let root = gtk_widget_get_root(widget.widget) else { return false }
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let window = g_list_model_get_item(toplevels, index)!
            defer { g_object_unref(window) }
            let other = window.assumingMemoryBound(to: GtkWindow.self)
            let parent = gtk_window_get_transient_for(other).map { UnsafeMutableRawPointer($0) }
            if parent == UnsafeMutableRawPointer(root), gtk_window_get_modal(other) != 0,
                gtk_widget_get_visible(gtkui_widget(window)) != 0
            {
                return false
            }
        }
        return true
    }

    /// `gtk_widget_grab_focus`, or `gtk_widget_child_focus` for a widget that does not take
    /// focus itself (a stack of controls).
    @discardableResult
    public func focus(_ widget: BackendWidget) -> Bool { (widget as! Gtk.Widget).moveFocusInside() }

    /// `gtk_root_set_focus(root, NULL)` when focus is inside `widget`.
    public func resignFocus(_ widget: BackendWidget) { (widget as! Gtk.Widget).resignFocus() }

    /// Adds a capture-phase `GtkEventControllerKey` that turns GDK key events into ``KeyPress``es:
    /// a press of a key already down is a repeat; modifier keys alone are not reported.
    public func observeKeyPresses(
        _ widget: BackendWidget, handler: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) {
        let keysDown = KeysDown()
        (widget as! Gtk.Widget).addKeyController { keyval, keycode, state, isDown in
            guard let key = KeyPressTranslation.key(for: keyval) else { return false }
            let phase: KeyPress.Phases
            if isDown {
                phase = keysDown.codes.insert(keycode).inserted ? .down : .repeat
            } else {
                keysDown.codes.remove(keycode)
                phase = .up
            }
            let press = KeyPress(
                phase: phase, key: key, characters: KeyPressTranslation.characters(for: keyval),
                modifiers: KeyPressTranslation.modifiers(for: state))
            return handler(press) == .handled
        }
    }

    /// Removes the focus and key controllers added to a widget.
    func discardAddedControllers(_ widget: Gtk.Widget) {
        guard !widget.addedControllers.isEmpty else { return }
        widget.removeAddedControllers()
    }
}

/// The keys held down on one widget's key controller, to tell a repeat from a press.
@MainActor
private final class KeysDown {
    var codes: Set<UInt32> = []
}

/// GDK key events in SwiftUI's terms.
enum KeyPressTranslation {
    /// The key for a keyval: a named key, the function keys as AppKit numbers them, or the
    /// character the key types without Shift; nil for modifier keys and keys that type nothing.
    static func key(for keyval: UInt32) -> KeyEquivalent? {
        let named: [Int32: KeyEquivalent] = [
            GDK_KEY_Return: .return, GDK_KEY_KP_Enter: .return, GDK_KEY_ISO_Enter: .return, GDK_KEY_Escape: .escape,
            GDK_KEY_BackSpace: .delete, GDK_KEY_Delete: .deleteForward, GDK_KEY_KP_Delete: .deleteForward,
            GDK_KEY_Tab: .tab, GDK_KEY_ISO_Left_Tab: .tab, GDK_KEY_KP_Tab: .tab, GDK_KEY_space: .space,
            GDK_KEY_Up: .upArrow, GDK_KEY_KP_Up: .upArrow, GDK_KEY_Down: .downArrow, GDK_KEY_KP_Down: .downArrow,
            GDK_KEY_Left: .leftArrow, GDK_KEY_KP_Left: .leftArrow, GDK_KEY_Right: .rightArrow,
            GDK_KEY_KP_Right: .rightArrow, GDK_KEY_Home: .home, GDK_KEY_KP_Home: .home, GDK_KEY_End: .end,
            GDK_KEY_KP_End: .end, GDK_KEY_Page_Up: .pageUp, GDK_KEY_KP_Page_Up: .pageUp,
            GDK_KEY_Page_Down: .pageDown, GDK_KEY_KP_Page_Down: .pageDown, GDK_KEY_Clear: .clear,
        ]
        if let key = named[Int32(keyval)] { return key }
        if keyval >= UInt32(GDK_KEY_F1), keyval <= UInt32(GDK_KEY_F35),
            let scalar = Unicode.Scalar(0xF704 + keyval - UInt32(GDK_KEY_F1))
        {
            return KeyEquivalent(Character(scalar))
        }
        let unicode = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
        guard unicode >= 0x20, unicode != 0x7F, let scalar = Unicode.Scalar(unicode) else { return nil }
        return KeyEquivalent(Character(scalar))
    }

    /// What the key types with the modifiers held, such as `"A"` with Shift.
    static func characters(for keyval: UInt32) -> String {
        let unicode = gdk_keyval_to_unicode(keyval)
        guard unicode != 0, let scalar = Unicode.Scalar(unicode) else { return "" }
        return String(Character(scalar))
    }

    /// The modifiers held: Ctrl as `.command` (as keyboard shortcuts read it), Super as
    /// `.control`, Alt as `.option`.
    static func modifiers(for state: UInt32) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.command) }
        if state & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state & GDK_LOCK_MASK.rawValue != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }
}
