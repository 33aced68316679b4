import GtkUI

/// Runs `body` with the problems GtkUI reports (``Diagnostics/emit(_:)``) collected instead of
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
