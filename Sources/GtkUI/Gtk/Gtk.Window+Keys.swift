import CGtk
import CGtkUI
import GtkUICore

extension Gtk.Window {
    /// Why a key could not be pressed.
    public struct KeyPressError: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public let description: String
    }

    /// Presses `key` with `modifiers` (`.command` is Ctrl, `.option` Alt) and lets go, on the X
    /// server's real keyboard path — the XTEST extension, in this process — after giving this
    /// window the input focus, so GTK handles the keys as a user's: shortcut controllers, the
    /// focused widget's key bindings, then the window's. The events arrive when the main loop
    /// next runs.
    ///
    /// - Throws: ``KeyPressError`` when the window is not on an X11 display (Xvfb), the XTEST
    ///   library (`libXtst.so.6`) is missing, or the key is not on the keyboard map.
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws(KeyPressError) {
        guard let trigger = ShortcutTrigger(KeyboardShortcut(key, modifiers: modifiers)) else {
            throw KeyPressError(description: "no key types “\(key.character)”")
        }
        let keyvals = trigger.modifierKeyvals + [trigger.keyval]
        let status = keyvals.withUnsafeBufferPointer { gtkui_x11_press_keys(pointer, $0.baseAddress, Int32($0.count)) }
        switch status {
        case 0: return
        case 1: throw KeyPressError(description: "pressing keys needs an X11 display (Xvfb); this window is not on X11")
        case 2:
            throw KeyPressError(
                description: "pressing keys needs the XTEST library libXtst.so.6 (apt-get install libxtst6)")
        default: throw KeyPressError(description: "the keyboard map has no key for “\(key.character)”")
        }
    }
}
