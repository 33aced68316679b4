import Foundation
import GtkUICore
import GtkUICoreTesting

/// Runs `body` with ``Diagnostics/handler`` capturing every problem GtkUI reports, then
/// restores the previous handler.
///
/// Tests on the main actor run one at a time, so swapping the global handler is safe.
///
/// - Returns: What `body` returned and the messages reported while it ran, in order.
@MainActor
func capturingDiagnostics<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
    var messages: [String] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { messages.append($0) }
    defer { Diagnostics.handler = saved }
    let result = try body()
    return (result, messages)
}

/// Trace lines (`body ContentView`, `set Label.text`) collected from ``Diagnostics/traceHandler``,
/// which may be called from any thread.
final class TraceRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// The lines received so far, in order.
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Forgets the lines received so far.
    func clear() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }

    fileprivate func append(_ line: String) {
        lock.lock()
        recorded.append(line)
        lock.unlock()
    }
}

/// Runs `body` with trace lines going to a ``TraceRecorder`` instead of stderr, then restores
/// the previous trace handler.
@MainActor
func recordingTrace<T>(_ body: (TraceRecorder) throws -> T) rethrows -> T {
    let recorder = TraceRecorder()
    let saved = Diagnostics.traceHandler
    Diagnostics.traceHandler = { [recorder] line in recorder.append(line) }
    defer { Diagnostics.traceHandler = saved }
    return try body(recorder)
}

/// The order in which bodies were evaluated, for tests that check parents run before children.
@MainActor
final class EvaluationLog {
    /// One entry per body evaluation, named by the view.
    private(set) var entries: [String] = []

    /// Records that `name`'s body was evaluated; returns nothing useful so a body can call it
    /// as `let _ = log.record("Parent")`.
    func record(_ name: String) { entries.append(name) }

    /// Forgets what was recorded.
    func clear() { entries.removeAll() }
}

extension CoreHost {
    /// Every text field whose placeholder is `placeholder`, in order on screen.
    func fields(placeholder: String) -> [TestWidget] {
        allWidgets.filter { $0.kind == "Entry" && $0.properties["placeholder"] as? String == placeholder }
    }

    /// Every button whose label reads `text`, in order on screen.
    func buttons(_ text: String) -> [TestWidget] {
        allWidgets.filter { $0.kind == "Label" && $0.text == text }.compactMap(\.enclosingButton)
    }
}
