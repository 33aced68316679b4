import Foundation

/// Builds a view for each element of a collection, keeping each element's view (and its
/// state) by the element's identity.
///
/// Inserting, removing or moving elements creates, destroys or moves only the affected
/// widgets.
///
/// ```swift
/// ForEach(persons, id: \.self) { person in PersonRow(person: person) }
/// ForEach(store.children) { @Bindable var child = $0; TextField("value", text: $child.value) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public let data: Data
    /// Builds the content for one element: a view, a table's rows or a table's columns.
    public let content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Deletes elements by offset, set with ``onDelete(perform:)``.
    var deleteAction: ((IndexSet) -> Void)?
    /// Moves elements by offset, set with ``onMove(perform:)``.
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Creates content for `data`, identified by `identify`.
    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// ForEach is primitive.
    public typealias Body = Never

    /// Creates views for `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ForEachNode(graph: graph) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

@MainActor
protocol ForEachRepresentable {
    /// The element identities and each element's view, in order.
    func elements() -> [(id: AnyHashable, view: any View)]
}

extension ForEach: ForEachRepresentable where Content: View {
    func elements() -> [(id: AnyHashable, view: any View)] {
        data.map { element in (AnyHashable(identify(element)), content(element)) }
    }
}

/// Renders a ``ForEach``: one child node per element identity.
@MainActor
final class ForEachNode: ViewNode {
    private var ids: [AnyHashable] = []
    private var children: [AnyHashable: ViewNode] = [:]
    /// The children in element order.
    private var orderedChildren: [ViewNode] = []
    /// The children's widgets in order, kept until a child reports a change: a container
    /// asks for them after every edit, and rebuilding them walks every row.
    private var cachedWidgets: [BackendWidget]?
    private var last: (any View)?

    override var hostWidgets: [BackendWidget] {
        if let cachedWidgets { return cachedWidgets }
        var widgets: [BackendWidget] = []
        widgets.reserveCapacity(orderedChildren.count)
        for child in orderedChildren { child.appendHostWidgets(to: &widgets) }
        cachedWidgets = widgets
        return widgets
    }
    override var childNodes: [ViewNode] { orderedChildren }

    /// The node of the element whose id is `id`, if it is shown.
    func child(for id: AnyHashable) -> ViewNode? { children[id] }

    override func update(_ view: any View, environment: EnvironmentValues) {
        last = view
        self.environment = environment
        render()
    }

    override func rerender() { render() }

    override func hostWidgetsDidChange() {
        cachedWidgets = nil
        super.hostWidgetsDidChange()
    }

    private func render() {
        guard let view = last as? ForEachRepresentable else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        let before = hostWidgets
        // Reads inside the content closures (e.g. `$0.name`) make this node depend on them.
        let elements = trackingReads { view.elements() }
        var seen = Set<AnyHashable>(minimumCapacity: elements.count)
        var newIDs: [AnyHashable] = []
        var newChildren: [ViewNode] = []
        newIDs.reserveCapacity(elements.count)
        newChildren.reserveCapacity(elements.count)
        var keptIDs = 0
        reconcilingChildren {
            for (id, child) in elements {
                guard seen.insert(id).inserted else {
                    Diagnostics.emit(
                        "warning: ForEach found the ID \(id) more than once; later elements with it are not shown.")
                    continue
                }
                newIDs.append(id)
                let existing = children[id]
                let node = reconcile(existing, with: child, environment: environment)
                if let existing {
                    keptIDs += 1
                    if existing !== node { children[id] = node }
                } else {
                    children[id] = node
                }
                newChildren.append(node)
            }
            // Every old id came back (ids are unique): nothing to remove, no need to look.
            guard keptIDs < ids.count else { return }
            for id in ids where !seen.contains(id) {
                if let removed = children.removeValue(forKey: id) { remove(removed) }
            }
        }
        ids = newIDs
        orderedChildren = newChildren
        cachedWidgets = nil
        if !sameWidgets(before, hostWidgets) { parent?.hostWidgetsDidChange() }
    }

    override func unmount() {
        super.unmount()
        children.removeAll()
        orderedChildren.removeAll()
        cachedWidgets = nil
        ids.removeAll()
    }
}
