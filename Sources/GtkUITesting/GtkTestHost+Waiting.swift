import Foundation
import GtkUI

/// Waiting for what arrives later: loads, timers and frames.
///
/// ```swift
/// let host = try GtkTestHost(AsyncImage(url: pngURL))
/// #expect(host.waitUntil { !host.pictures.isEmpty })
/// ```
extension GtkTestHost {
    /// Runs the main loop — where timers fire and loads deliver their results — until
    /// `condition` holds or `timeout` seconds pass; then settles.
    ///
    /// It keeps the main actor while it waits, so other tests in the process do not run in
    /// between and nothing of theirs reaches this window's statistics.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds.
    ///   - condition: What to wait for, checked between main-loop iterations.
    /// - Returns: Whether `condition` held before the timeout.
    @discardableResult
    public func waitUntil(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            if !Gtk.MainLoop.iterate() { usleep(1000) }
        }
        waitUntilIdle()
        return true
    }
}
