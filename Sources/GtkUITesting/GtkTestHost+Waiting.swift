import Foundation
import GtkUI

/// Waiting for what arrives later: loads, timers and frames.
///
/// ```swift
/// let host = try GtkTestHost(AsyncImage(url: pngURL))
/// #expect(await host.waitUntil { !host.pictures.isEmpty })
/// ```
extension GtkTestHost {
    /// Runs the main loop, and lets the main actor's queued jobs run (`Task { @MainActor in … }`,
    /// a load's completion), until `condition` holds or `timeout` seconds pass; then settles.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds.
    ///   - condition: What to wait for, checked between main-loop iterations.
    /// - Returns: Whether `condition` held before the timeout.
    @discardableResult
    public func waitUntil(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            await Task.yield()
            if !Gtk.MainLoop.iterate() { usleep(1000) }
        }
        waitUntilIdle()
        return true
    }
}
