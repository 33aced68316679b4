import Foundation
import GtkUI

/// Moving the keyboard between windows, as clicking another window does.
extension GtkTestHost {
    /// Gives `window` the keyboard through the X server (`xdotool windowfocus`), making it the
    /// active window and the others inactive, and settles.
    ///
    /// - Throws: Without an X11 display or xdotool.
    public func focusWindow(_ window: Gtk.Window) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("focusing a window needs an X11 display (Xvfb); this window is not on X11")
        }
        try xdotool(["windowfocus", "--sync", String(windowID)])
        let deadline = Date().addingTimeInterval(0.2)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }

    /// Presses `key` with `modifiers` in `window` — any window of the app, see ``appWindows`` —
    /// on the real keyboard path, giving that window the keyboard first, and settles.
    ///
    /// ```swift
    /// let second = try #require(host.appWindows?.hosts.last)
    /// try host.press(key: "u", modifiers: .command, in: second)
    /// ```
    ///
    /// - Throws: Without an X11 display or the XTEST library.
    public func press(key: KeyEquivalent, modifiers: EventModifiers = [], in window: WindowHost) throws {
        try focusWindow(window.window)
        try window.window.pressKey(key, modifiers: modifiers)
        let deadline = Date().addingTimeInterval(0.4)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }
}
