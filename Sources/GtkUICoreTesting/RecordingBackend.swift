import Foundation
import GtkUICore

/// An in-memory ``Backend`` for core tests: widgets are plain objects that record their
/// properties, so tests need no display.
///
/// It follows the same write discipline as the GTK backend — only differing properties are
/// written and counted — so body and write counts mean the same thing in both.
@MainActor
public final class RecordingBackend: Backend {
    /// Counters shared with the graph.
    public let statistics: RenderStatistics
    private let queue = ManualScheduler()
    /// The scheduler: work waits until ``runUntilIdle()``.
    public nonisolated var scheduler: any MainLoopScheduler { queue }

    /// Creates a backend with nothing scheduled.
    ///
    /// - Parameter logsUpdates: Whether to trace body evaluations and writes (defaults to
    ///   `GTKUI_DEBUG_UPDATES`).
    public init(logsUpdates: Bool? = nil) {
        statistics = RenderStatistics(logsUpdates: logsUpdates)
    }

    /// Runs scheduled work (update passes, deliveries from other threads) until none is left.
    public func runUntilIdle() {
        var rounds = 0
        while let work = queue.takeAll(), !work.isEmpty {
            for item in work { item() }
            rounds += 1
            precondition(rounds < 1000, "update passes keep scheduling more passes")
        }
    }

    /// Whether any scheduled work is waiting.
    public var hasScheduledWork: Bool { queue.count > 0 }

    public func makeStack(axis: Axis) -> BackendWidget { TestWidget(kind: axis == .vertical ? "VStack" : "HStack") }

    public func updateStack(_ stack: BackendWidget, spacing: Double, alignment: Alignment) {
        let widget = stack as! TestWidget
        widget.set("spacing", spacing, statistics)
        widget.set("alignment", "\(alignment)", statistics)
    }

    public func makeList() -> BackendWidget { TestWidget(kind: "List") }

    public func setChildren(_ children: [BackendWidget], of container: BackendWidget) {
        let widget = container as! TestWidget
        let newChildren = children.map { $0 as! TestWidget }
        let old = Set(widget.children.map(ObjectIdentifier.init))
        let new = Set(newChildren.map(ObjectIdentifier.init))
        _ = old
        for child in widget.children where !new.contains(ObjectIdentifier(child)) { child.parent = nil }
        widget.children = newChildren
        for child in newChildren { child.parent = widget }
    }

    public func makeText(announced: Bool) -> BackendWidget {
        let widget = TestWidget(kind: "Label")
        widget.isAnnounced = announced
        return widget
    }

    public func updateText(_ text: BackendWidget, content: String) {
        (text as! TestWidget).set("text", content, statistics)
    }

    public func makeTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Entry")
        widget.onTextChange = onChange
        return widget
    }

    public func updateTextField(_ field: BackendWidget, text: String, placeholder: String, style: TextFieldStyleKind) {
        let widget = field as! TestWidget
        widget.set("text", text, statistics)
        widget.set("placeholder", placeholder, statistics)
        widget.set("style", "\(style)", statistics)
    }

    public func makeButton(action: @escaping @MainActor () -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Button")
        widget.onActivate = action
        return widget
    }

    public func updateButton(_ button: BackendWidget, content: BackendWidget, accessibleName: String?) {
        let widget = button as! TestWidget
        setChildren([content], of: widget)
        widget.set("accessibleName", accessibleName ?? "", statistics)
    }

    public func makeToggle(onChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Switch")
        widget.onToggle = onChange
        return widget
    }

    public func updateToggle(_ toggle: BackendWidget, label: String, isOn: Bool) {
        let widget = toggle as! TestWidget
        widget.set("text", label, statistics)
        widget.set("isOn", isOn, statistics)
    }

    public func makeSpacer(axis: Axis?, minLength: Double?) -> BackendWidget { TestWidget(kind: "Spacer") }

    public func makeDecoration() -> BackendWidget { TestWidget(kind: "Decoration") }

    public func updateDecoration(_ decoration: BackendWidget, style: DecorationStyle, child: BackendWidget?) {
        let widget = decoration as! TestWidget
        widget.set("style", style.cssDeclarations + " \(style.width ?? -1)x\(style.height ?? -1)", statistics)
        setChildren(child.map { [$0] } ?? [], of: widget)
    }

    public func makeNavigationStack() -> BackendWidget { TestWidget(kind: "NavigationStack") }

    public func updateNavigationStack(_ stack: BackendWidget, pages: [BackendWidget]) {
        setChildren(pages, of: stack)
    }

    public func discard(_ widget: BackendWidget) {
        (widget as! TestWidget).isDiscarded = true
    }
}

/// A scheduler whose work runs only when the test asks; safe to call from any thread.
final class ManualScheduler: MainLoopScheduler, @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable @MainActor () -> Void] = []

    func schedule(_ body: @escaping @Sendable @MainActor () -> Void) {
        lock.lock()
        work.append(body)
        lock.unlock()
    }

    func takeAll() -> [@Sendable @MainActor () -> Void]? {
        lock.lock()
        defer { lock.unlock() }
        let taken = work
        work.removeAll()
        return taken
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return work.count
    }
}
