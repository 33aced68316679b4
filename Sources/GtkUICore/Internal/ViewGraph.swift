import Foundation

/// The live tree behind a window's views: nodes, their state, and the update schedule.
///
/// Mutating state that a body read invalidates that node; the graph collects invalidations and
/// runs one update pass on the next main-loop turn, parents before children, evaluating each
/// affected body at most once. Backends apply only the widget changes a pass produces.
///
/// ## No lost updates
///
/// After every change, the screen is brought to the model: once the changes stop and the main
/// loop has run, every body that read changed data has been evaluated after the last change.
/// By path:
/// - `@State` and bindings (main actor only): a write marks the readers dirty at once. A write
///   made while a pass runs — by a body, an `onAppear`, a control's action — is queued for the
///   next pass, also when the writer's own node was already evaluated in this one.
/// - `@Observable` properties, from any thread: heard after each write lands, with an overlap
///   between one evaluation's watch and the next, so no write between a body's read and the
///   installation of its watch is missed (see `NodeInvalidator` for the argument). A property
///   a body reads for the first time is watched from the end of that evaluation.
/// - `ObservableObject`s: `objectWillChange` arrives before the write. On the main actor the
///   write lands before the pass runs. From another thread it is delivered on the main loop and
///   the node is evaluated once more ``lateChangeCheckDelay`` later, for a writer preempted
///   between announcing and storing.
/// - `.task` and `Task { @MainActor in … }` bodies run on the main actor between passes; their
///   writes follow the rules above.
/// - A node being unmounted ignores invalidations; writes it makes to state others read
///   invalidate those readers as usual.
@MainActor
public final class ViewGraph {
    /// The backend that turns nodes into widgets.
    public let backend: any Backend
    /// Counters of body evaluations and widget writes, shared with the backend.
    public var statistics: RenderStatistics { backend.statistics }
    /// How long after an `objectWillChange` sent from another thread the graph re-renders the
    /// views watching that object once more, in seconds: the announcement precedes the write,
    /// so this catches a writer that was preempted between the two.
    public nonisolated static var lateChangeCheckDelay: Double { NodeInvalidator.lateWriteDelay }
    /// The number of update passes run so far.
    public private(set) var passCount = 0

    private(set) var root: RootNode?
    private var dirty: [ViewNode] = []
    /// The transaction of the update being made: set from the state change's
    /// `withAnimation` for each re-rendered node, and changed for subtrees by
    /// `.animation(_:value:)` and `.transaction(_:)`.
    var transaction = Transaction()
    /// The transactions of animated state changes, by the node they invalidated; only
    /// animated changes add one.
    private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// Set while a newly inserted subtree is built: only its top node transitions in.
    var isInsertingSubtree = false
    private var isScheduled = false
    private var isUpdating = false
    private var reportedDiagnostics: Set<String> = []
    /// The `@SceneStorage` values of this graph's window, kept for the session.
    let sceneStorage = KeyedValues(placeDescription: "the window's scene storage")
    /// The toolbar items of the window's title bar (sheets have their own).
    let windowToolbarScope = ToolbarScope()
    /// What names the window's title bar.
    let windowTitleScope = WindowTitleScope()
    /// Nodes told after a pass that re-rendered a node inside them (accessibility elements
    /// that follow their children); empty in most windows, which then pay nothing.
    var descendantObservers: [ObjectIdentifier: any DescendantUpdateObserving] = [:]

    /// Creates an empty graph that renders with `backend`.
    public init(backend: any Backend) {
        self.backend = backend
    }

    /// Mounts `view` as the root content and returns the widget that shows it.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - environment: Values every descendant inherits (window chrome, locale, …).
    /// - Returns: The root container widget, to be placed in a window.
    @discardableResult
    public func mount<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> BackendWidget {
        unmount()
        let node = RootNode(graph: self)
        node.viewType = RootNode.self
        root = node
        var environment = environment
        // The desktop's URL handler and clipboard, for `openURL` and `ShareLink`.
        if environment.desktopServices == nil { environment.desktopServices = DesktopServices(backend) }
        isInsertingSubtree = true
        node.update(view, environment: environment)
        isInsertingSubtree = false
        return node.container!
    }

    /// Tears down the root: every node, widget, signal handler and subscription is released.
    public func unmount() {
        root?.unmount()
        root = nil
        dirty.removeAll()
    }

    /// Whether an update pass is waiting to run.
    public var hasPendingUpdates: Bool { !dirty.isEmpty }

    /// Runs the pending update pass now instead of on the next main-loop turn.
    public func flush() {
        isScheduled = false
        guard !dirty.isEmpty, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        passCount += 1
        statistics.recordUpdatePass()
        let pending = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        let transactions = pendingTransactions
        pendingTransactions.removeAll()
        var rerendered: [ViewNode] = []
        for node in pending where node.isMounted && node.isDirty && !node.wasUpdated(inPass: passCount) {
            transaction = transactions[ObjectIdentifier(node)] ?? Transaction()
            node.rerender()
            transaction = Transaction()
            if !descendantObservers.isEmpty { rerendered.append(node) }
        }
        notifyDescendantObservers(of: rerendered)
        // Changes made during the pass (by onAppear, or state set in a body) go to the next one.
        if !dirty.isEmpty { scheduleFlush() }
    }

    /// Tells each registered node with a re-rendered node inside it, once per pass.
    private func notifyDescendantObservers(of rerendered: [ViewNode]) {
        guard !rerendered.isEmpty else { return }
        var notified: Set<ObjectIdentifier> = []
        for node in rerendered {
            var ancestor = node.parent
            while let current = ancestor {
                let id = ObjectIdentifier(current)
                if let observer = descendantObservers[id], current.isMounted, notified.insert(id).inserted {
                    observer.descendantsDidUpdate()
                }
                ancestor = current.parent
            }
        }
    }

    func invalidate(_ node: ViewNode) {
        // A change made inside `withAnimation` animates the update it causes.
        if let current = Transaction.current, current.animation != nil || current.disablesAnimations {
            pendingTransactions[ObjectIdentifier(node)] = current
        }
        if node.isDirty { return }
        node.isDirty = true
        dirty.append(node)
        if !isUpdating { scheduleFlush() }
    }

    private func scheduleFlush() {
        guard !isScheduled else { return }
        isScheduled = true
        backend.scheduler.schedule { [weak self] in self?.flush() }
    }

    func makeNode(for view: any View) -> ViewNode {
        func make<V: View>(_ view: V) -> ViewNode {
            guard let primitive = V.self as? any PrimitiveView.Type else { return CompositeNode(graph: self) }
            return primitive.makeNode(of: view, in: self)
        }
        return make(view)
    }

    /// Prints a diagnostic once per message and tells the backend.
    func report(_ diagnostic: DataFlowDiagnostic) {
        let message = diagnostic.description
        guard reportedDiagnostics.insert(message).inserted else { return }
        Diagnostics.emit(message)
    }
}
