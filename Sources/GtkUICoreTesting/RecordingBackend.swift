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
    /// The test clock of ``TimelineBackend``.
    let timeline = TestTimeline()
    /// The scheduler: work waits until ``runUntilIdle()``.
    public nonisolated var scheduler: any MainLoopScheduler { queue }
    /// How many rows a lazy list's viewport shows (see `RecordingBackend+LazyList.swift`).
    public var lazyViewportSize = 10
    /// The widget with keyboard focus (see `RecordingBackend+Focus.swift`).
    public internal(set) weak var focusedWidget: TestWidget?
    /// The URLs handed to the desktop's handler, in order (see `RecordingBackend+Links.swift`).
    public internal(set) var openedURLs: [URL] = []
    /// What was last copied to the clipboard.
    public internal(set) var clipboardText: String?
    /// The alerts and confirmation dialogs shown now, oldest first (see
    /// `RecordingBackend+Alert.swift`).
    public internal(set) var presentedAlerts: [RecordedAlert] = []
    /// The popovers and full-screen covers shown now, oldest first (see
    /// `RecordingBackend+Presentation.swift`).
    public internal(set) var presentations: [RecordedPresentation] = []
    /// The file choosers shown now, oldest first (see `RecordingBackend+FileDialog.swift`).
    public internal(set) var fileDialogs: [RecordedFileDialog] = []
    /// The animation for the decoration writes made now (see `RecordingBackend+Animation.swift`).
    public var animation: Animation?
    /// The transitions started, oldest first (see `RecordingBackend+Animation.swift`).
    public internal(set) var transitions: [RecordedTransition] = []

    /// Creates a backend with nothing scheduled.
    ///
    /// - Parameter logsUpdates: Whether to trace body evaluations and writes (defaults to
    ///   `GTKUI_DEBUG_UPDATES`).
    public init(logsUpdates: Bool? = nil) {
        statistics = RenderStatistics(logsUpdates: logsUpdates)
    }

    /// Runs scheduled work (update passes, deliveries from other threads) until none is left.
    ///
    /// - Parameter includingDelayed: Whether to run work scheduled for later (the re-check
    ///   after an `objectWillChange` from another thread) now instead of when it is due.
    public func runUntilIdle(includingDelayed: Bool = false) {
        var rounds = 0
        while let work = queue.takeAll(includingDelayed: includingDelayed), !work.isEmpty {
            for item in work { item() }
            rounds += 1
            precondition(rounds < 1000, "update passes keep scheduling more passes")
        }
    }

    /// Whether any scheduled work is waiting.
    public var hasScheduledWork: Bool { queue.count > 0 }

    /// Creates a `TestWidget` of kind `VStack` or `HStack`, by `axis`.
    public func makeStack(axis: Axis) -> BackendWidget { TestWidget(kind: axis == .vertical ? "VStack" : "HStack") }

    /// Records `spacing` and `alignment` (as text) as properties, counting only values that change.
    public func updateStack(_ stack: BackendWidget, spacing: Double, alignment: AxisAlignment) {
        let widget = stack as! TestWidget
        widget.set("spacing", spacing, statistics)
        widget.set("alignment", "\(alignment)", statistics)
    }

    /// Replaces the container's children with `children`, in order, setting their ``TestWidget/parent``
    /// and clearing it on those left out; no writes are counted.
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

    /// Creates a `Label` test widget, marked ``TestWidget/isAnnounced`` when `announced`.
    public func makeText(announced: Bool) -> BackendWidget {
        let widget = TestWidget(kind: "Label")
        widget.isAnnounced = announced
        return widget
    }

    /// Creates a `Label` test widget with the heading role: its `headingLevel` property is
    /// `level`.
    public func makeHeadingText(level: Int) -> BackendWidget {
        let widget = TestWidget(kind: "Label")
        widget.properties["headingLevel"] = level
        return widget
    }

    /// Records `content` as the label's `text` property, counting the write only when it changes.
    public func updateText(_ text: BackendWidget, content: String) {
        (text as! TestWidget).set("text", content, statistics)
    }

    /// Creates an `Entry` test widget; ``TestWidget/type(_:)`` calls `onChange`.
    public func makeTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Entry")
        widget.onTextChange = onChange
        return widget
    }

    /// Records `text`, `placeholder` and `style` as properties; `text` is compared with the last value,
    /// which ``TestWidget/type(_:)`` also sets, so the user's own typing is not written back.
    public func updateTextField(_ field: BackendWidget, text: String, placeholder: String, style: TextFieldStyleKind) {
        let widget = field as! TestWidget
        widget.set("text", text, statistics)
        widget.set("placeholder", placeholder, statistics)
        widget.set("style", "\(style)", statistics)
    }

    /// Creates a `Button` test widget; ``TestWidget/click()`` calls `action`.
    public func makeButton(action: @escaping @MainActor () -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Button")
        widget.onActivate = action
        return widget
    }

    /// Makes `content` the button's only child and records `accessibleName` (empty when nil); unlike
    /// the GTK backend it does not fall back to the content's text.
    public func updateButton(_ button: BackendWidget, content: BackendWidget, accessibleName: String?) {
        let widget = button as! TestWidget
        setChildren([content], of: widget)
        widget.set("accessibleName", accessibleName ?? "", statistics)
    }

    /// Creates a `Spacer` test widget; `axis` and `minLength` are not recorded.
    public func makeSpacer(axis: Axis?, minLength: Double?) -> BackendWidget { TestWidget(kind: "Spacer") }

    /// Creates a `Decoration` test widget.
    public func makeDecoration() -> BackendWidget { TestWidget(kind: "Decoration") }

    /// Records the style's CSS declarations and frame size as one `style` property and makes `child`
    /// the only child (none when nil).
    public func updateDecoration(_ decoration: BackendWidget, style: DecorationStyle, child: BackendWidget?) {
        let widget = decoration as! TestWidget
        let frame = style.frame.map { "\($0)" } ?? "-1x-1"
        recordAnimation(on: widget, style: style)
        widget.set("style", Self.recorded(style) + " " + frame, statistics)
        setChildren(child.map { [$0] } ?? [], of: widget)
    }

    /// Labels and stacks not yet decorated in place, as in the GTK backend.
    public func canDecorateInPlace(_ widget: BackendWidget) -> Bool {
        let widget = widget as! TestWidget
        return ["Label", "VStack", "HStack"].contains(widget.kind) && !widget.isDecoratedInPlace
    }

    /// Records the style's CSS declarations as the widget's own `style` property (removed with nil).
    public func decorateInPlace(_ widget: BackendWidget, style: DecorationStyle?) {
        let widget = widget as! TestWidget
        widget.isDecoratedInPlace = style != nil
        recordAnimation(on: widget, style: style ?? DecorationStyle())
        widget.set("style", style.map(Self.recorded) ?? "", statistics)
    }

    /// A style as recorded: its CSS declarations, then its tint.
    private static func recorded(_ style: DecorationStyle) -> String {
        style.cssDeclarations + (style.tint.map { " tint \($0.css)" } ?? "")
    }

    /// Creates a `NavigationStack` test widget.
    public func makeNavigationStack() -> BackendWidget { TestWidget(kind: "NavigationStack") }

    /// Makes `pages` the stack's children, root first; which page shows and transitions are not
    /// recorded.
    public func updateNavigationStack(_ stack: BackendWidget, pages: [BackendWidget]) {
        setChildren(pages, of: stack)
    }

    /// Marks the widget ``TestWidget/isDiscarded`` so tests can check that the graph released it.
    public func discard(_ widget: BackendWidget) {
        (widget as! TestWidget).isDiscarded = true
    }
}

/// A scheduler whose work runs only when the test asks; safe to call from any thread.
final class ManualScheduler: MainLoopScheduler, @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable @MainActor () -> Void] = []
    private var delayed: [(due: Date, body: @Sendable @MainActor () -> Void)] = []

    func schedule(_ body: @escaping @Sendable @MainActor () -> Void) {
        lock.lock()
        work.append(body)
        lock.unlock()
    }

    /// Keeps `body` until `seconds` of real time have passed; ``takeAll(includingDelayed:)``
    /// hands it out from then on, or at once when asked to.
    func schedule(after seconds: Double, _ body: @escaping @Sendable @MainActor () -> Void) {
        lock.lock()
        delayed.append((Date(timeIntervalSinceNow: seconds), body))
        lock.unlock()
    }

    /// The work that is due: everything scheduled, and delayed work whose time has come (all
    /// of it with `includingDelayed`).
    func takeAll(includingDelayed: Bool = false) -> [@Sendable @MainActor () -> Void]? {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        var taken = work
        work.removeAll()
        delayed.removeAll { item in
            guard includingDelayed || item.due <= now else { return false }
            taken.append(item.body)
            return true
        }
        return taken
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return work.count + delayed.count
    }
}
