import Foundation
import GtkUI

/// Changing the space the views are offered, as a user resizing the window does.
extension GtkTestHost {
    /// Resizes the window to `width` × `height` pixels through the X server (`xdotool
    /// windowsize`), as dragging its corner would, and waits until GTK has laid it out at the
    /// new size and the views that depend on it have updated.
    ///
    /// ```swift
    /// try host.resizeWindow(width: 320, height: 240)
    /// #expect(host.isShown(text: "320 × 240"))
    /// ```
    ///
    /// - Parameters:
    ///   - width: The new width of the window, in pixels.
    ///   - height: The new height of the window, in pixels.
    /// - Throws: Without an X11 display or xdotool.
    public func resizeWindow(width: Int, height: Int) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("resizing a window needs an X11 display (Xvfb); this window is not on X11")
        }
        let before = window.allocatedSize
        try xdotool(["windowsize", String(windowID), String(width), String(height)])
        let deadline = Date().addingTimeInterval(2)
        while window.allocatedSize == before, Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }
}
