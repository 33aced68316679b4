import Foundation
import GtkUI

/// Finding and operating sliders, progress indicators, gauges and disclosure groups.
///
/// ```swift
/// let host = try GtkTestHost(VolumeView())
/// let volume = try host.slider("Volume")
/// host.setSlider(volume, to: 0.75)          // as a drag to 0.75 reports it
/// host.press(.stepForward, on: volume)      // as the Right arrow key does
/// try host.drag(volume, to: 0.25)           // a real pointer drag through the X server
/// ```
extension GtkTestHost {
    /// The sliders on screen, in order.
    public var sliders: [Gtk.Scale] { mapped(Gtk.Scale.self) }
    /// The progress bars on screen, in order.
    public var progressBars: [Gtk.ProgressBar] { mapped(Gtk.ProgressBar.self) }
    /// The spinners on screen, in order.
    public var spinners: [Gtk.Spinner] { mapped(Gtk.Spinner.self) }
    /// The level bars (gauges) on screen, in order.
    public var levelBars: [Gtk.LevelBar] { mapped(Gtk.LevelBar.self) }
    /// The expanders (disclosure groups) on screen, in order.
    public var expanders: [Gtk.Expander] { mapped(Gtk.Expander.self) }
    /// The separators (dividers) on screen, in order.
    public var separators: [Gtk.Separator] { mapped(Gtk.Separator.self) }

    private func mapped<W: Gtk.Widget>(_ type: W.Type) -> [W] {
        allWidgets.compactMap { $0 as? W }.filter(\.isMapped)
    }

    /// The slider on screen named `label` for screen readers (by its label's text).
    public func slider(_ label: String) throws -> Gtk.Scale {
        guard let slider = sliders.first(where: { $0.accessibleLabelledBy?.text == label }) else {
            throw TestHostError(
                "no slider labelled “\(label)” on screen; sliders: \(sliders.map { $0.accessibleLabelledBy?.text ?? "unnamed" })"
            )
        }
        return slider
    }

    /// The expander on screen whose header reads `label`.
    public func expander(_ label: String) throws -> Gtk.Expander {
        for expander in expanders {
            if let header = expander.children.first, Self.texts(in: header).contains(label) { return expander }
        }
        throw TestHostError("no disclosure group “\(label)” on screen; texts shown: \(shownTexts)")
    }

    private static func texts(in widget: Gtk.Widget) -> [String] {
        ((widget as? Gtk.Label).map { [$0.text] } ?? []) + widget.children.flatMap { texts(in: $0) }
    }

    /// Moves `slider` to `value` through its `GtkAdjustment`, as a drag that ends there
    /// reports it (`value-changed` fires), and settles.
    public func setSlider(_ slider: Gtk.Scale, to value: Double) {
        precondition(slider.isMapped && slider.isSensitive, "cannot move a slider that is not shown and enabled")
        slider.setValueAsUser(value)
        waitUntilIdle()
    }

    /// Focuses `slider` and presses `key` on it through GtkRange's key binding, and settles.
    public func press(_ key: Gtk.Scale.Key, on slider: Gtk.Scale) {
        precondition(slider.isMapped && slider.isSensitive, "cannot move a slider that is not shown and enabled")
        slider.grabFocus()
        slider.press(key)
        waitUntilIdle()
    }

    /// Drags `slider`'s knob from where it is to where `value` sits with the real pointer:
    /// press, move and release through the X server (XTEST via `xdotool`), and settles.
    public func drag(_ slider: Gtk.Scale, to value: Double) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("dragging needs an X11 display (Xvfb); this window is not on X11")
        }
        _ = try settledCenter(of: slider)
        guard let start = slider.surfacePoint(for: slider.value), let end = slider.surfacePoint(for: value) else {
            throw TestHostError("the slider is not laid out")
        }
        let window = String(windowID)
        try xdotool(
            Self.pointerMove(to: start, in: window) + ["mousedown", "1"]
                + Self.pointerMove(to: ((start.x + end.x) / 2, end.y), in: window)
                + Self.pointerMove(to: end, in: window) + ["mouseup", "1"])
    }

    /// `xdotool` arguments moving the pointer to `point` in `window` and waiting until it is
    /// there. `--sync` waits for the pointer to move, so a pointer already at `point` would keep
    /// xdotool waiting for its 15-second timeout: it first steps one pixel aside, unsynced.
    ///
    /// The window is raised first: tests running meanwhile map windows of their own on the same
    /// display, and one stacked over this window would take the press. A point left of or above
    /// the window is moved onto its edge, since xdotool reads a negative number as an option.
    static func pointerMove(to point: (x: Int, y: Int), in window: String) -> [String] {
        let x = max(point.x, 0)
        let y = max(point.y, 0)
        return [
            "windowraise", window,
            "mousemove", "--window", window, String(x + 1), String(y),
            "mousemove", "--window", window, "--sync", String(x), String(y),
        ]
    }

    func xdotool(_ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw TestHostError("using the pointer needs xdotool (apt-get install xdotool)")
        }
        let process = try ChildProcess("/usr/bin/xdotool", arguments, captureOutput: true, mergeErrors: true)
        let output = process.readAll()
        guard process.wait() == 0 else { throw TestHostError("xdotool failed: \(output)") }
        // Pointer events travel through the X server; give them a few turns to arrive.
        let deadline = Date().addingTimeInterval(0.3)
        while Date() < deadline {
            Gtk.MainLoop.iterate()
            usleep(2000)
        }
        waitUntilIdle()
    }

    /// Expands or collapses `expander` as a click on its header does, and settles.
    public func click(_ expander: Gtk.Expander) {
        precondition(expander.isMapped, "cannot click a disclosure group that is not shown")
        expander.activate()
        waitUntilIdle()
    }
}
