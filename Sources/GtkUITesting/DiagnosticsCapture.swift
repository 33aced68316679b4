import GtkUI

/// Runs `body` with the problems GtkUI reports (`Diagnostics.emit(_:)`) collected instead of
/// printed, then restores the previous handler.
///
/// ```swift
/// let (host, messages) = try capturingDiagnostics { try GtkTestHost(Image(systemName: "no.such")) }
/// #expect(messages.count == 1)
/// ```
///
/// - Returns: What `body` returned and the messages reported while it ran, in order.
@MainActor
public func capturingDiagnostics<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
    var messages: [String] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { messages.append($0) }
    defer { Diagnostics.handler = saved }
    return (try body(), messages)
}

/// Runs `body` with the warnings and criticals GTK and GLib log recorded (see
/// `Gtk.LogRecorder`), so a test can fail on a layout mistake GTK only logs.
///
/// ```swift
/// let (host, logged) = try capturingGTKLog { () -> GtkTestHost in
///     let host = try GtkTestHost(ContentView())
///     host.waitUntilIdle()
///     return host
/// }
/// #expect(logged.isEmpty, "GTK logged: \(logged)")
/// ```
///
/// GTK's warning that it cannot reach the session's accessibility bus is left out: whether
/// it can depends on the machine, not on the views.
///
/// - Returns: What `body` returned and the messages logged while it ran, as
///   "Domain-LEVEL: message".
@MainActor
public func capturingGTKLog<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
    Gtk.LogRecorder.start()
    _ = Gtk.LogRecorder.take()
    let result = try body()
    return (result, Gtk.LogRecorder.take().filter { !$0.contains("accessibility bus") })
}
