/// Which node is reading state right now, so reads can be recorded as its dependencies.
@MainActor
enum DependencyTracker {
    private(set) static var current: ViewNode?

    static func withCurrent<T>(_ node: ViewNode?, _ body: () -> T) -> T {
        let saved = current
        current = node
        defer { current = saved }
        return body()
    }
}

/// Something views can depend on by reading it: the storage of a `State`.
///
/// A node that read the whole value is invalidated by every change. A node that read only a
/// part of it — one element, through a `ForEach($items)` element binding — registers a guard
/// instead, and is invalidated only when a guard says its part changed, so editing one row
/// evaluates that row alone.
@MainActor
class ObservationSource {
    private var dependents: [ObjectIdentifier: Dependent] = [:]

    /// A node that read this source: always invalidated (`guards` nil), or when one of its
    /// guards finds the part it read changed.
    private struct Dependent {
        weak var node: ViewNode?
        var guards: [@MainActor () -> Bool]?
    }

    /// Records the node currently evaluating, if any, as a dependent.
    func recordRead() {
        guard let node = DependencyTracker.current else { return }
        dependents[ObjectIdentifier(node)] = Dependent(node: node, guards: nil)
        node.recordDependency(on: self)
    }

    /// Records `node` as depending on a part of the value: it is invalidated when
    /// `partChanged` returns true after a change (or when it also read the whole value).
    func recordPartialRead(by node: ViewNode, partChanged: @escaping @MainActor () -> Bool) {
        let id = ObjectIdentifier(node)
        if var existing = dependents[id], existing.node === node {
            guard existing.guards != nil else { return }
            existing.guards?.append(partChanged)
            dependents[id] = existing
        } else {
            dependents[id] = Dependent(node: node, guards: [partChanged])
        }
        node.recordDependency(on: self)
    }

    /// Invalidates every node that read this source, or the part of it that changed.
    func notifyDependents() {
        let nodes = dependents.values.compactMap { dependent -> ViewNode? in
            guard let node = dependent.node else { return nil }
            if let guards = dependent.guards, !guards.contains(where: { $0() }) { return nil }
            return node
        }
        for node in nodes { node.invalidate() }
    }

    func removeDependent(_ node: ViewNode) {
        dependents[ObjectIdentifier(node)] = nil
    }

    var dependentCount: Int { dependents.values.filter { $0.node != nil }.count }
}

@MainActor
struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
