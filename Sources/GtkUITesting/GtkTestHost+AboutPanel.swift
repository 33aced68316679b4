import Foundation
import GtkUI

/// The app's About dialog (`.aboutPanel`), read and closed as a person does.
///
/// ```swift
/// let host = try GtkTestHost(app: NotesApp())
/// try host.chooseAppMenuItem("About Notes")
/// #expect(host.aboutDialogTexts.contains("1.2"))
/// try host.pressEscapeInAboutDialog()
/// ```
extension GtkTestHost {
    /// The About dialog while it is open (the host must run an app).
    public var aboutDialog: Gtk.AboutDialog? { appWindows?.aboutDialog }

    /// The texts of the labels the open About dialog shows, in order; empty when it is closed.
    public var aboutDialogTexts: [String] {
        guard let dialog = aboutDialog else { return [] }
        waitUntilMapped(dialog)
        return shownLabels(in: dialog).map(\.text).filter { !$0.isEmpty }
    }

    /// Presses Escape in the About dialog through the X server, as a person does, and settles.
    ///
    /// - Throws: When no About dialog is open, or keys cannot be pressed on this display.
    public func pressEscapeInAboutDialog() throws {
        guard let dialog = aboutDialog else { throw TestHostError("no About dialog is open") }
        waitUntilMapped(dialog)
        try dialog.pressKey(.escape)
        let deadline = Date().addingTimeInterval(0.4)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }

    /// Runs the main loop until `window` is on screen, for up to five seconds.
    private func waitUntilMapped(_ window: Gtk.Window) {
        let deadline = Date().addingTimeInterval(5)
        while !window.isMapped, Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(1000) }
        }
        waitUntilIdle()
    }

    private func shownLabels(in widget: Gtk.Widget) -> [Gtk.Label] {
        guard widget.isMapped else { return [] }
        return ((widget as? Gtk.Label).map { [$0] } ?? []) + widget.children.flatMap { shownLabels(in: $0) }
    }
}
