import Foundation

/// Counts what the runtime does, so tests and benchmarks can assert efficiency.
///
/// Set `GTKUI_DEBUG_UPDATES=1` to also log one stderr line per body evaluation
/// (`[GtkUI] body ContentView`) and per widget write (`[GtkUI] set Label.text`): the Linux
/// answer to SwiftUI's `_printChanges()`.
@MainActor
public final class RenderStatistics {
    /// Body evaluations since the last reset.
    public private(set) var bodyEvaluations = 0
    /// Widget property writes since the last reset.
    public private(set) var widgetWrites = 0
    /// Times a container already on screen changed its children (a view inserted, removed
    /// or moved), a navigation page was pushed or popped, or a sheet came or went.
    public private(set) var structuralChanges = 0
    /// Children a backend moved to a new place in a container that already held them (a
    /// swap of two rows moves two).
    public private(set) var childMoves = 0
    /// Widgets created since the last reset.
    public private(set) var widgetsCreated = 0
    /// Widgets released since the last reset.
    public private(set) var widgetsDestroyed = 0
    /// Update passes run since the last reset.
    public private(set) var updatePasses = 0
    /// ``AsyncImage`` loads started since the last reset (a cached image starts none).
    public private(set) var imageLoadsStarted = 0
    /// ``AsyncImage`` loads that ended since the last reset, delivered or not.
    public private(set) var imageLoadsEnded = 0
    /// ``AsyncImage`` loads whose result reached a view still on screen, since the last reset.
    public private(set) var imageLoadsDelivered = 0
    private var bodiesByType: [String: Int] = [:]
    /// Writes by widget kind, then property: two lookups of the caller's own strings rather
    /// than a key string built for every write.
    private var writesByKind: [String: [String: Int]] = [:]
    private let logs: Bool

    /// Creates zeroed counters; trace logging follows `GTKUI_DEBUG_UPDATES=1` unless
    /// `logsUpdates` says otherwise.
    public init(logsUpdates: Bool? = nil) {
        logs = logsUpdates ?? (ProcessInfo.processInfo.environment["GTKUI_DEBUG_UPDATES"] == "1")
    }

    /// Body evaluations of views named `typeName` (without generic arguments).
    public func bodyEvaluations(of typeName: String) -> Int { bodiesByType[typeName, default: 0] }

    /// Body evaluations of views of type `type`.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int { bodyEvaluations(of: shortTypeName(type)) }

    /// Writes of one property, such as `"Label.text"`.
    public func writes(of property: String) -> Int {
        guard let dot = property.firstIndex(of: ".") else { return 0 }
        let kind = String(property[..<dot])
        return writesByKind[kind]?[String(property[property.index(after: dot)...])] ?? 0
    }

    /// Zeroes every counter.
    public func reset() {
        bodyEvaluations = 0
        widgetWrites = 0
        structuralChanges = 0
        widgetsCreated = 0
        childMoves = 0
        widgetsDestroyed = 0
        updatePasses = 0
        imageLoadsStarted = 0
        imageLoadsEnded = 0
        imageLoadsDelivered = 0
        bodiesByType.removeAll()
        writesByKind.removeAll()
    }

    /// Records the start, the end and the delivery of ``AsyncImage`` loads.
    func recordImageLoad(started: Int = 0, ended: Int = 0, delivered: Int = 0) {
        imageLoadsStarted += started
        imageLoadsEnded += ended
        imageLoadsDelivered += delivered
    }

    func recordBodyEvaluation(of type: Any.Type) {
        let name = Self.typeName(type)
        bodyEvaluations += 1
        bodiesByType[name, default: 0] += 1
        if logs { Diagnostics.log("body \(name)") }
    }

    /// Records one property write on a widget, such as `("Label", "text")`.
    public func recordWrite(_ widgetKind: String, _ property: String) {
        widgetWrites += 1
        writesByKind[widgetKind, default: [:]][property, default: 0] += 1
        if logs { Diagnostics.log("set \(widgetKind).\(property)") }
    }

    /// Short type names by type: describing a type demangles its name, which would cost more
    /// than many a body evaluation.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(_ type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = shortTypeName(type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Records one structural change (see ``structuralChanges``).
    public func recordStructuralChange() {
        structuralChanges += 1
        if logs { Diagnostics.log("structure changed") }
    }

    /// Records that a backend moved a child within its container.
    public func recordChildMove() { childMoves += 1 }

    /// Records a widget created for a view.
    public func recordWidgetCreated() { widgetsCreated += 1 }

    /// Records a widget released because its view left the tree.
    public func recordWidgetDestroyed() { widgetsDestroyed += 1 }

    func recordUpdatePass() { updatePasses += 1 }
}

/// Where GtkUI reports problems and trace lines: stderr, prefixed `[GtkUI]`.
public enum Diagnostics {
    /// Replaces stderr as the destination (tests capture messages with it).
    @MainActor public static var handler: ((String) -> Void)?

    /// Reports a problem a developer must fix.
    @MainActor public static func emit(_ message: String) {
        if let handler { handler(message) } else { log(message) }
    }

    @MainActor private static var emitted: Set<String> = []

    /// Reports a problem the first time only: for a mistake in a view that is rendered often.
    @MainActor public static func emitOnce(_ message: String) {
        guard emitted.insert(message).inserted else { return }
        emit(message)
    }

    /// Writes one trace line to stderr as `[GtkUI] message`, or to ``traceHandler``.
    public static func log(_ message: String) {
        if let traceHandler { traceHandler(message); return }
        FileHandle.standardError.write(Data("[GtkUI] \(message)\n".utf8))
    }

    /// Replaces stderr as the destination of trace lines (tests capture them with it).
    nonisolated(unsafe) public static var traceHandler: (@Sendable (String) -> Void)?
}

/// A data-flow mistake found while rendering, such as a missing environment object.
public struct DataFlowDiagnostic: Error, CustomStringConvertible, Sendable {
    /// The full message: what is missing, where, and how to fix it.
    public let description: String
}
