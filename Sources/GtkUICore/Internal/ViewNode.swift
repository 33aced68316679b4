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
    /// The graph the node belongs to. Not reference-counted: every node reads it many times
    /// per update, and counting those reads cost about 1 % of building a long list. The graph
    /// outlives its nodes' use: hosts unmount the graph before releasing it, and an unmounted
    /// node ignores invalidations.
    unowned(unsafe) let graph: ViewGraph
    weak var parent: ViewNode?
    var environment = EnvironmentValues()
    // The pass, the depth and the flags share one word of the node: long lists hold thousands
    // of nodes.
    private var lastUpdatedPassBits: Int32 = -1
    private var depthStorage: Int16 = 0
    private var flags: NodeFlags = [.isMounted]

    /// How many ancestors the node has.
    var depth: Int {
        get { Int(depthStorage) }
        set { depthStorage = Int16(clamping: newValue) }
    }
    private(set) var isMounted: Bool {
        get { flags.contains(.isMounted) }
        set { flags.set(.isMounted, newValue) }
    }
    var isDirty: Bool {
        get { flags.contains(.isDirty) }
        set { flags.set(.isDirty, newValue) }
    }
    /// Set while the node reconciles its children and compares its host widgets afterwards
    /// itself; see ``reconcilingChildren(_:)``.
    private(set) var isReconcilingChildren: Bool {
        get { flags.contains(.isReconcilingChildren) }
        set { flags.set(.isReconcilingChildren, newValue) }
    }
    /// The update pass in which this node was last brought up to date, kept to its low 32
    /// bits; compare with ``wasUpdated(inPass:)``.
    var lastUpdatedPass: Int {
        get { Int(lastUpdatedPassBits) }
        set { lastUpdatedPassBits = Int32(truncatingIfNeeded: newValue) }
    }

    /// Whether the node was brought up to date in update pass `pass`.
    func wasUpdated(inPass pass: Int) -> Bool { lastUpdatedPassBits == Int32(truncatingIfNeeded: pass) }
    /// The explicit identity from `.id(_:)`, if any.
    var explicitID: AnyHashable? {
        get { extras?.explicitID }
        set { if newValue != nil || extras != nil { extrasState.explicitID = newValue } }
    }
    /// The type of view this node renders; a different type needs a different node.
    var viewType: Any.Type = Never.self

    /// What few nodes need — an explicit identity, what tracked reads left — made on first
    /// use: the many nodes of a long list that have neither carry one empty reference.
    private var extras: NodeExtras?
    /// Delivers this node's invalidations from any thread; made on first use.
    var invalidator: NodeInvalidator {
        let extras = extrasState
        if let invalidator = extras.invalidator { return invalidator }
        let made = NodeInvalidator(node: self, scheduler: graph.backend.scheduler)
        extras.invalidator = made
        return made
    }

    private var extrasState: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
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

    /// Appends ``hostWidgets`` to `widgets`. Nodes that contribute one widget or pass their
    /// child's on override it, so collecting a thousand rows' widgets makes no array per row.
    /// A subclass that overrides ``hostWidgets`` below an override of this one overrides both.
    func appendHostWidgets(to widgets: inout [BackendWidget]) { widgets += hostWidgets }

    /// The child nodes, for traversal and teardown.
    var childNodes: [ViewNode] { [] }

    /// Releases widgets, subscriptions and children. Subclasses call super last.
    func unmount() {
        isMounted = false
        clearDependencies()
        extras?.invalidator?.retire()
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
        extrasState.stateDependencies[ObjectIdentifier(source)] = source
    }

    /// Subscribes to an `ObservableObject` read during the last tracking (for example through
    /// a binding to one of its properties).
    func recordObjectRead<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        let extras = extrasState
        guard extras.readSubscriptions[id] == nil else { return }
        extras.readSubscriptions[id] = invalidator.subscribe(to: object)
    }

    func clearDependencies() {
        guard let extras else { return }
        for source in extras.stateDependencies.values { source.removeDependent(self) }
        extras.stateDependencies.removeAll()
        extras.readSubscriptions.removeAll()
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

/// A node's state flags, packed into a byte.
struct NodeFlags: OptionSet {
    let rawValue: UInt8
    static let isMounted = NodeFlags(rawValue: 1 << 0)
    static let isDirty = NodeFlags(rawValue: 1 << 1)
    static let isReconcilingChildren = NodeFlags(rawValue: 1 << 2)

    mutating func set(_ flag: NodeFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}

/// What few nodes need: the explicit identity from `.id(_:)`, the `State`s and
/// `ObservableObject`s the node's tracked reads depend on, and the invalidator that watches
/// its `@Observable` reads.
@MainActor
final class NodeExtras {
    var explicitID: AnyHashable?
    var stateDependencies: [ObjectIdentifier: ObservationSource] = [:]
    var readSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    var invalidator: NodeInvalidator?
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
