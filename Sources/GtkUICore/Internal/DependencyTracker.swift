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
@MainActor
class ObservationSource {
    private var dependents: [ObjectIdentifier: WeakNode] = [:]

    /// Records the node currently evaluating, if any, as a dependent.
    func recordRead() {
        guard let node = DependencyTracker.current else { return }
        dependents[ObjectIdentifier(node)] = WeakNode(node)
        node.recordDependency(on: self)
    }

    /// Invalidates every node that read this source.
    func notifyDependents() {
        let nodes = dependents.values.compactMap(\.node)
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
