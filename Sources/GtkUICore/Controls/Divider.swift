/// A thin line that separates content: horizontal in a `VStack` (or outside any stack),
/// vertical in an `HStack`.
///
/// ```swift
/// VStack {
///     Text("Account")
///     Divider()
///     Text("Privacy")
/// }
/// ```
public struct Divider: View, PrimitiveView {
    /// Dividers are primitive.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}

    func makeNode(in graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

/// Renders a ``Divider`` across the axis of its nearest stack.
@MainActor
final class DividerNode: LeafNode<Divider> {
    override var readsStateWhileApplying: Bool { false }

    override func makeWidget() -> BackendWidget {
        let backend = requiredBackend((any FormBackend).self, of: graph, for: "Divider")
        return backend.makeDivider(lineAxis: nearestStackAxis == .horizontal ? .vertical : .horizontal)
    }
}

extension ViewNode {
    /// The axis of the stack holding this node, looking through views that add no widget;
    /// nil when another container holds it first.
    var nearestStackAxis: Axis? {
        var node = parent
        while let current = node {
            if let stack = current as? StackNode { return stack.axis }
            if current is ContainerNode { return nil }
            node = current.parent
        }
        return nil
    }
}
