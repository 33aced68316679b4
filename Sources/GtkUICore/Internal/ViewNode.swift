import Foundation
import Observation
import OpenCombine

/// One view's place in the view graph: its identity, environment and dependencies.
///
/// Nodes persist while their view keeps its structural position, type and explicit identity;
/// the view structs passed to ``update(_:environment:)`` are recreated freely. Subclasses
/// render composite views (bodies), primitives (backend widgets) and structure (tuples,
/// conditionals, lists).
@MainActor
class ViewNode {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    var depth = 0
    var environment = EnvironmentValues()
    private(set) var isMounted = true
    var isDirty = false
    /// Set while the node reconciles its children and compares its host widgets afterwards
    /// itself; see ``reconcilingChildren(_:)``. (Declared beside the other flags, which share
    /// one word of the node: long lists hold thousands of nodes.)
    private(set) var isReconcilingChildren = false
    /// The update pass in which this node was last brought up to date.
    var lastUpdatedPass = -1
    /// The explicit identity from `.id(_:)`, if any.
    var explicitID: AnyHashable? {
        get { identityBox?.id }
        set { identityBox = newValue.map(ExplicitIdentity.init) }
    }
    /// Boxed because few views have one: an inline `AnyHashable?` would add 40 bytes to each
    /// of the thousands of nodes a long list has.
    private var identityBox: ExplicitIdentity?
    /// The type of view this node renders; a different type needs a different node.
    var viewType: Any.Type = Never.self

    private var stateDependencies: [ObjectIdentifier: ObservationSource] = [:]
    private var readSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var invalidatorIfMade: NodeInvalidator?
    /// Delivers this node's invalidations from any thread; made on first use.
    var invalidator: NodeInvalidator {
        if let invalidatorIfMade { return invalidatorIfMade }
        let made = NodeInvalidator(node: self, scheduler: graph.backend.scheduler)
        invalidatorIfMade = made
        return made
    }

    init(graph: ViewGraph) {
        self.graph = graph
    }

    // MARK: Subclass interface

    /// Brings the node up to date with `view` in `environment`.
    func update(_ view: any View, environment: EnvironmentValues) {}

    /// Re-renders after an invalidation, from the last view and environment.
    func rerender() {}

    /// The backend widgets this node contributes to its nearest container, in order.
    var hostWidgets: [BackendWidget] { [] }

    /// The child nodes, for traversal and teardown.
    var childNodes: [ViewNode] { [] }

    /// Releases widgets, subscriptions and children. Subclasses call super last.
    func unmount() {
        isMounted = false
        clearDependencies()
        invalidatorIfMade?.retire()
        for child in childNodes { child.unmount() }
    }

    /// A descendant's host widgets changed; containers override this to resync.
    ///
    /// While this node is reconciling its children the report waits for the node's own
    /// comparison afterwards, so a thousand inserted rows resync their container once, not a
    /// thousand times.
    func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        parent?.hostWidgetsDidChange()
    }

    /// Runs `body`, which reconciles children, holding back their reports of changed widgets:
    /// the caller compares its widgets before and after and reports once.
    func reconcilingChildren<T>(_ body: () -> T) -> T {
        let wasReconciling = isReconcilingChildren
        isReconcilingChildren = true
        defer { isReconcilingChildren = wasReconciling }
        return body()
    }

    /// The chain of composite view types from the root to this node, for diagnostics.
    var viewPath: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let current = node {
            if current is CompositeNode { names.append(shortTypeName(current.viewType)) }
            node = current.parent
        }
        return names.reversed().joined(separator: " → ")
    }

    // MARK: Invalidation

    /// Marks the node out of date and schedules an update pass.
    func invalidate() {
        guard isMounted else { return }
        graph.invalidate(self)
    }

    // MARK: Dependencies

    /// Runs `body` recording every `State` read and every `@Observable` property read as a
    /// dependency of this node; a later change to any of them invalidates the node.
    ///
    /// See ``NodeInvalidator`` for why no `@Observable` change is lost.
    func trackingReads<T>(_ body: () -> T) -> T {
        clearDependencies()
        let invalidator = self.invalidator
        return DependencyTracker.withCurrent(self) { invalidator.track(body) }
    }

    func recordDependency(on source: ObservationSource) {
        stateDependencies[ObjectIdentifier(source)] = source
    }

    /// Subscribes to an `ObservableObject` read during the last tracking (for example through
    /// a binding to one of its properties).
    func recordObjectRead<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        guard readSubscriptions[id] == nil else { return }
        readSubscriptions[id] = invalidator.subscribe(to: object)
    }

    func clearDependencies() {
        for source in stateDependencies.values { source.removeDependent(self) }
        stateDependencies.removeAll()
        readSubscriptions.removeAll()
    }

    // MARK: Reconciliation

    /// Updates `existing` to show `view`, or replaces it with a new node when the view's type
    /// or explicit identity differs. Returns the node now showing `view`.
    func reconcile(_ existing: ViewNode?, with view: any View, environment: EnvironmentValues) -> ViewNode {
        let id = explicitIdentity(of: view)
        if let existing, existing.viewType == type(of: view), existing.explicitID == id {
            existing.update(view, environment: environment)
            return existing
        }
        if let existing { remove(existing) }
        let node = graph.makeNode(for: view)
        node.parent = self
        node.depth = depth + 1
        node.viewType = type(of: view)
        node.explicitID = id
        let isTopOfInsertion = !graph.isInsertingSubtree
        graph.isInsertingSubtree = true
        node.update(view, environment: environment)
        graph.isInsertingSubtree = !isTopOfInsertion
        if isTopOfInsertion { transition(node, isInsertion: true) }
        return node
    }
}

/// A node's `.id(_:)`.
final class ExplicitIdentity {
    let id: AnyHashable
    init(_ id: AnyHashable) { self.id = id }
}

/// Whether two widget lists hold the same widgets, by identity and in order.
///
/// Callers keep the widgets themselves from before an update, not their `ObjectIdentifier`s:
/// a widget released during the update can have its address reused by a new one, and a
/// stale identifier would then match the new widget, hiding the change.
func sameWidgets(_ lhs: [BackendWidget]?, _ rhs: [BackendWidget]?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case let (lhs?, rhs?): return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    default: return false
    }
}

func shortTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.split(separator: "<").first.map(String.init) ?? name
}
