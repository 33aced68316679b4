import Foundation
import GtkUI

/// Operating views with the real pointer, as `.onTapGesture`, `.onLongPressGesture`,
/// `DragGesture` and `.onHover` see it: clicks, held presses, drags and moves go through the
/// X server (XTEST via `xdotool`).
///
/// ```swift
/// let host = try GtkTestHost(PhotoView())
/// try host.clickPointer(on: try host.shownLabel("Photo"), count: 2)   // a double click
/// try host.longPressPointer(on: try host.shownLabel("Hold"), for: 0.6)
/// try host.dragPointer(on: try host.shownLabel("Handle"), by: (40, 0))
/// try host.movePointer(over: try host.shownLabel("Details"))          // hovers it
/// ```
extension GtkTestHost {
    /// The label on screen showing `text`, to point at.
    ///
    /// - Throws: When no label shows `text`.
    public func shownLabel(_ text: String) throws -> Gtk.Label {
        guard let label = label(text) else {
            throw TestHostError("no label “\(text)” on screen; texts shown: \(shownTexts)")
        }
        return label
    }

    /// Clicks the middle of `widget` `count` times in a row with the primary button, fast enough
    /// to be a double (or triple) click, and settles.
    public func clickPointer(on widget: Gtk.Widget, count: Int) throws {
        let (window, point) = try pointerTarget(widget)
        try xdotool(
            Self.pointerMove(to: point, in: window) + ["click", "--repeat", String(count), "--delay", "60", "1"])
    }

    /// Presses the primary button on the middle of `widget`, holds it for `seconds` while the
    /// app runs, releases it, and settles.
    public func longPressPointer(on widget: Gtk.Widget, for seconds: Double) throws {
        let (window, point) = try pointerTarget(widget)
        try xdotool(Self.pointerMove(to: point, in: window) + ["mousedown", "1"])
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        try xdotool(["mouseup", "1"])
    }

    /// Presses the primary button on the middle of `widget`, moves the pointer by `offset`
    /// points in two steps, releases it, and settles.
    public func dragPointer(on widget: Gtk.Widget, by offset: (x: Int, y: Int)) throws {
        let (window, start) = try pointerTarget(widget)
        let end = (x: start.x + offset.x, y: start.y + offset.y)
        try xdotool(
            Self.pointerMove(to: start, in: window) + ["mousedown", "1"]
                + Self.pointerMove(to: ((start.x + end.x) / 2, (start.y + end.y) / 2), in: window)
                + Self.pointerMove(to: end, in: window) + ["mouseup", "1"])
    }

    /// Moves the pointer onto the middle of `widget` (from off the window, so it enters), and
    /// settles; ``movePointerAway()`` moves it off again.
    public func movePointer(over widget: Gtk.Widget) throws {
        let (window, point) = try pointerTarget(widget)
        try xdotool(Self.pointerMove(to: point, in: window))
    }

    /// The X window and `widget`'s middle in it, once the widget is laid out on screen.
    func pointerTarget(_ widget: Gtk.Widget) throws -> (window: String, point: (x: Int, y: Int)) {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("using the pointer needs an X11 display (Xvfb); this window is not on X11")
        }
        _ = try settledCenter(of: widget)
        let size = widget.allocatedSize
        guard let point = widget.surfacePoint(x: Double(size.width) / 2, y: Double(size.height) / 2) else {
            throw TestHostError("the \(widget.typeName) is not in the window")
        }
        return (String(windowID), point)
    }
}
