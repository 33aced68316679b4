import CGtk
import Foundation

extension Gtk {
    /// A main-loop timeout or a widget's frame-clock tick callback running a Swift closure,
    /// removed by ``cancel()`` or when GLib drops it (a timeout that fired, a widget destroyed).
    @MainActor
    public final class TimelineSource {
        private weak var callback: TimelineCallback?
        private let remove: (UInt) -> Void
        private let id: UInt

        private init(callback: TimelineCallback, id: UInt, remove: @escaping (UInt) -> Void) {
            self.callback = callback
            self.id = id
            self.remove = remove
        }

        /// Runs `fire` once after `seconds` (rounded up to a millisecond) on the main loop.
        public static func timeout(after seconds: Double, _ fire: @escaping @MainActor () -> Void) -> TimelineSource {
            let callback = TimelineCallback(fire)
            let milliseconds = guint(min(Double(UInt32.max), max(0, (seconds * 1000).rounded(.up))))
            let id = g_timeout_add_full(
                0, milliseconds, timeoutTrampoline, Unmanaged.passRetained(callback).toOpaque(), callbackRelease)
            return TimelineSource(callback: callback, id: UInt(id)) { g_source_remove(guint($0)) }
        }

        /// Runs `tick` at every frame `widget` draws, until cancelled or the widget is destroyed.
        public static func frameTicks(on widget: Widget, _ tick: @escaping @MainActor () -> Void) -> TimelineSource {
            let callback = TimelineCallback(tick)
            let pointer = widget.widget
            let id = gtk_widget_add_tick_callback(
                pointer, tickTrampoline, Unmanaged.passRetained(callback).toOpaque(), callbackRelease)
            return TimelineSource(callback: callback, id: UInt(id)) {
                gtk_widget_remove_tick_callback(pointer, guint($0))
            }
        }

        /// Removes the timeout or tick callback, unless GLib already dropped it.
        public func cancel() {
            guard callback != nil else { return }
            remove(id)
        }

        /// Timeouts and tick callbacks whose closures GLib still holds: tests use it to prove
        /// that a view leaving the tree removes its timers.
        public static var liveCount: Int { TimelineCallback.liveCount }
    }
}

/// The closure a timeout or tick callback runs, retained by GLib until it drops the source.
/// Unchecked: GLib calls and releases it on the main thread only, where GTK runs.
private final class TimelineCallback: @unchecked Sendable {
    nonisolated(unsafe) static var liveCount = 0
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
        Self.liveCount += 1
    }

    deinit { Self.liveCount -= 1 }
}

private let timeoutTrampoline: @convention(c) (gpointer?) -> gboolean = { data in
    let callback = Unmanaged<TimelineCallback>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { callback.body() }
    return 0  // G_SOURCE_REMOVE
}

private let tickTrampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, _, data in
    let callback = Unmanaged<TimelineCallback>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { callback.body() }
    return 1  // G_SOURCE_CONTINUE
}

private let callbackRelease: @convention(c) (gpointer?) -> Void = { data in
    Unmanaged<TimelineCallback>.fromOpaque(data!).release()
}
