import CGtk
import Dispatch
import Glibc

extension Gtk {
    /// The GLib main loop that drives GTK, plus the hooks GtkUI needs on it.
    @MainActor
    public enum MainLoop {
        /// Runs one iteration of the default main context.
        ///
        /// - Parameter blocking: Whether to wait for an event when none is pending.
        /// - Returns: Whether any event source was dispatched.
        @discardableResult
        public static func iterate(blocking: Bool = false) -> Bool {
            g_main_context_iteration(nil, blocking ? 1 : 0) != 0
        }

        /// Whether the default main context has events ready to dispatch.
        public static var hasPendingEvents: Bool { g_main_context_pending(nil) != 0 }

        /// Runs `body` once on the main loop at `priority` (lower numbers run sooner).
        ///
        /// Safe to call from any thread: `g_idle_add_full` is thread-safe.
        nonisolated public static func schedule(
            priority: Int32 = Priority.beforeRedraw, _ body: @escaping @Sendable @MainActor () -> Void
        ) {
            let box = Unmanaged.passRetained(IdleCallback(body)).toOpaque()
            g_idle_add_full(priority, idleTrampoline, box, idleRelease)
        }

        /// Runs `body` once on the main loop after `seconds`; callable from any thread.
        nonisolated public static func schedule(
            after seconds: Double, _ body: @escaping @Sendable @MainActor () -> Void
        ) {
            let box = Unmanaged.passRetained(IdleCallback(body)).toOpaque()
            g_timeout_add_full(0, guint(max(0, seconds * 1000)), idleTrampoline, box, idleRelease)
        }

        /// Runs `handler` on the main loop each time the process receives `signal`
        /// (SIGINT, SIGTERM, SIGHUP, SIGUSR1 or SIGUSR2).
        public static func onUnixSignal(_ signal: Int32, _ handler: @escaping @Sendable @MainActor () -> Void) {
            let box = Unmanaged.passRetained(IdleCallback(handler)).toOpaque()
            g_unix_signal_add_full(0, signal, signalTrampoline, box, idleRelease)
        }

        /// Priorities for ``schedule(priority:_:)``, relative to GTK's own work.
        public enum Priority {
            /// After input handling, before GTK lays out and paints (GDK_PRIORITY_REDRAW is 120).
            public static let beforeRedraw: Int32 = 110
            /// When nothing else is pending.
            public static let idle: Int32 = 200
        }

        /// Lets `DispatchQueue.main` and the main actor's jobs run inside the GLib main loop.
        ///
        /// libdispatch signals queued main-queue work on a file descriptor; watching it from
        /// GLib lets `Task { @MainActor in … }` and `.task` work while GTK owns the main thread.
        static func integrateDispatchMainQueue() {
            let fd = gtkui_dispatch_main_queue_fd()
            guard fd >= 0 else { return }
            g_unix_fd_add(fd, G_IO_IN, dispatchQueueTrampoline, nil)
        }
    }
}

private final class IdleCallback: Sendable {
    let body: @Sendable @MainActor () -> Void
    init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }
}

private let idleTrampoline: @convention(c) (gpointer?) -> gboolean = { data in
    let callback = Unmanaged<IdleCallback>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { callback.body() }
    return 0  // G_SOURCE_REMOVE
}

private let signalTrampoline: @convention(c) (gpointer?) -> gboolean = { data in
    let callback = Unmanaged<IdleCallback>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { callback.body() }
    return 1  // G_SOURCE_CONTINUE
}

private let idleRelease: @convention(c) (gpointer?) -> Void = { data in
    Unmanaged<IdleCallback>.fromOpaque(data!).release()
}

private let dispatchQueueTrampoline: @convention(c) (gint, GIOCondition, gpointer?) -> gboolean = {
    fd, _, _ in
    // The handle is an eventfd that libdispatch writes to when work is queued; draining the
    // queue does not reset it. Left unread it stays readable, and this source, at default
    // priority, would run on every iteration and starve GTK's layout and drawing. Work
    // queued during the drain writes to it again.
    var wakeups: UInt64 = 0
    _ = read(fd, &wakeups, MemoryLayout<UInt64>.size)
    gtkui_dispatch_drain_main_queue()
    return 1  // G_SOURCE_CONTINUE
}
