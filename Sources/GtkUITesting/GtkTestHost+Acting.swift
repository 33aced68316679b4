import Foundation
import GtkUI

/// Acting on the window as a user would.
extension GtkTestHost {
    /// Types `text` at the cursor one character at a time through `GtkEditable`, settling
    /// after each keystroke as a user's typing would.
    public func type(_ text: String, into field: Gtk.EditableWidget) {
        field.grabFocus()
        for character in text {
            field.insertAtCursor(String(character))
            waitUntilIdle()
        }
    }

    /// Deletes the field's text as Ctrl+A, Backspace would, then types `text`.
    public func replaceText(of field: Gtk.Entry, with text: String) {
        field.grabFocus()
        if field.characterCount > 0 {
            field.deleteText(from: 0, to: -1)
            waitUntilIdle()
        }
        type(text, into: field)
    }

    /// Clicks `button` as a pointer click does (GTK emits `clicked` on release) and settles.
    ///
    /// Refuses a button that is hidden or insensitive, as a user could not click it.
    public func click(_ button: Gtk.Button) {
        precondition(
            button.isMapped && button.isEffectivelySensitive, "cannot click a button that is not shown and enabled")
        button.emit("clicked")
        waitUntilIdle()
    }

    /// Presses `button` down with the pointer at its centre and holds it: GTK's own click gesture
    /// on the button reports the press, as a real pointer's would. ``release(_:)`` lets go.
    ///
    /// Refuses a button that is hidden or insensitive, as a user could not press it.
    public func press(_ button: Gtk.Button) {
        precondition(
            button.isMapped && button.isEffectivelySensitive, "cannot press a button that is not shown and enabled")
        let size = button.allocatedSize
        button.clickGesture?.emitClick("pressed", x: Double(size.width) / 2, y: Double(size.height) / 2)
        waitUntilIdle()
        waitForFrame()
    }

    /// Lets go of a button held with ``press(_:)``, over it: GTK clicks it, as releasing a real
    /// pointer over the button does, and the press ends.
    public func release(_ button: Gtk.Button) {
        let size = button.allocatedSize
        button.clickGesture?.emitClick("released", x: Double(size.width) / 2, y: Double(size.height) / 2)
        waitUntilIdle()
        waitForFrame()
    }

    /// Runs the main loop until the window has drawn a new frame (or `timeout` seconds pass), so
    /// that style changes made so far are computed, laid out and painted — what a screenshot
    /// right after a change needs, since GTK recomputes styles only in a frame.
    public func waitForFrame(timeout: Double = 0.5) {
        guard let start = window.frameCount else { return }
        window.queueDraw()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, (window.frameCount ?? start) <= start {
            if !Gtk.MainLoop.iterate() { usleep(1000) }
        }
        waitUntilIdle()
    }

    /// Presses `key` with `modifiers` (`.command` is Ctrl, `.option` Alt) and lets go, as a
    /// keyboard does: the X server delivers the keys to this window (see
    /// `Gtk.Window.pressKey(_:modifiers:)`), where keyboard shortcuts, the focused widget and the
    /// window handle them. Settles long enough for a button the key activates to finish its
    /// 250 ms press and run its action.
    ///
    /// ```swift
    /// try host.press(key: "s", modifiers: .command)  // Ctrl+S
    /// try host.press(key: .return)
    /// ```
    public func press(key: KeyEquivalent, modifiers: EventModifiers = []) throws {
        waitUntilIdle()
        try window.pressKey(key, modifiers: modifiers)
        // The keys come back from the X server; a shortcut's button animates its press first.
        let deadline = Date().addingTimeInterval(0.4)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }

    /// Activates the focused widget as pressing Enter or Space does (GTK's keyboard path,
    /// which presses the button briefly before `clicked`), and settles.
    public func activate(_ widget: Gtk.Widget) {
        widget.activate()
        waitUntilIdle()
        // Keyboard activation releases the button after a short animation.
        let deadline = Date().addingTimeInterval(0.5)
        while Date() < deadline { Gtk.MainLoop.iterate(); usleep(2000) }
        waitUntilIdle()
    }

    /// Flips `control` as a click would and settles.
    public func click(_ control: Gtk.Switch) {
        control.isActive.toggle()
        waitUntilIdle()
    }

    /// Presses keys on the real keyboard path: focuses the window on the X server and sends
    /// the keys through XTEST with `xdotool`, as a user's key presses arrive.
    ///
    /// - Parameter keys: xdotool key names, such as `"Escape"`, `"alt+Left"`, `"Tab"`.
    public func pressKeys(_ keys: String...) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("pressing keys needs an X11 display (Xvfb); this window is not on X11")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw TestHostError("pressing keys needs xdotool (apt-get install xdotool)")
        }
        let xdotool = try ChildProcess(
            "/usr/bin/xdotool", ["windowfocus", "--sync", String(windowID), "key", "--delay", "20"] + keys,
            captureOutput: true, mergeErrors: true)
        let output = xdotool.readAll()
        guard xdotool.wait() == 0 else { throw TestHostError("xdotool failed: \(output)") }
        waitUntilIdle()
        // Key events travel through the X server; give them a few turns to arrive.
        let deadline = Date().addingTimeInterval(0.2)
        while Date() < deadline { Gtk.MainLoop.iterate(); usleep(2000) }
        waitUntilIdle()
    }

    /// The widget with keyboard focus, if any.
    public var focusedWidget: Gtk.Widget? { window.focusedWidget }

    /// Uses the header bar's back button and settles.
    public func goBack() {
        click(windowHost.backButtonWidget)
    }
}
