import CGtk
import Foundation

extension Gtk {
    /// Records the warnings and criticals GTK and GLib log, so a test can fail on them.
    ///
    /// GTK reports layout mistakes (such as "Expect overlapping widgets") only as log messages,
    /// which a test does not see. ``start()`` installs a GLib log writer that keeps each
    /// warning and critical and still prints every message as GLib's default writer does.
    ///
    /// A process can install one GLib log writer, and GLib leaves that to the program, not to
    /// libraries: GtkUI installs it only when a test program calls ``start()``.
    public enum LogRecorder {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var installed = false
        nonisolated(unsafe) private static var messages: [String] = []

        /// Installs the log writer, once per process; later calls do nothing.
        public static func start() {
            lock.lock()
            defer { lock.unlock() }
            guard !installed else { return }
            installed = true
            g_log_set_writer_func(
                { level, fields, count, userData in
                    if level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0,
                        let fields
                    {
                        LogRecorder.record(level: level, fields: UnsafeBufferPointer(start: fields, count: Int(count)))
                    }
                    return g_log_writer_default(level, fields, count, userData)
                }, nil, nil)
        }

        /// The warnings and criticals logged since the last call, as "Domain-LEVEL: message";
        /// the record is emptied.
        public static func take() -> [String] {
            lock.lock()
            defer { lock.unlock() }
            let taken = messages
            messages = []
            return taken
        }

        private static func record(level: GLogLevelFlags, fields: UnsafeBufferPointer<GLogField>) {
            var domain = "GLib"
            var message = ""
            for field in fields {
                guard let key = field.key, let value = field.value, field.length < 0 else { continue }
                let text = String(cString: value.assumingMemoryBound(to: CChar.self))
                switch String(cString: key) {
                case "GLIB_DOMAIN": domain = text
                case "MESSAGE": message = text
                default: break
                }
            }
            let name = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "WARNING"
            lock.lock()
            defer { lock.unlock() }
            messages.append("\(domain)-\(name): \(message)")
        }
    }
}
