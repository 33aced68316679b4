/// Arranges its children in a column.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///     Text("Title")
///     Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    /// Stacks are primitive.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .vertical) }
}

/// Arranges its children in a row.
///
/// ```swift
/// HStack {
///     Text(person.name)
///     Spacer()
///     Text(person.isPremium ? "P" : "N")
/// }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    /// Stacks are primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .horizontal) }
}

@MainActor
protocol StackRepresentable {
    var stackAlignment: AxisAlignment { get }
    var stackSpacing: Double? { get }
    var stackContent: any View { get }
}

extension VStack: StackRepresentable {
    var stackAlignment: AxisAlignment { alignment.position }
    var stackSpacing: Double? { spacing }
    var stackContent: any View { content }
}

extension HStack: StackRepresentable {
    var stackAlignment: AxisAlignment { alignment.position }
    var stackSpacing: Double? { spacing }
    var stackContent: any View { content }
}

/// The default distance between stacked views, in points.
let defaultStackSpacing = 8.0

@MainActor
final class StackNode: ContainerNode {
    let axis: Axis

    init(graph: ViewGraph, axis: Axis) {
        self.axis = axis
        super.init(graph: graph)
    }

    override func makeContainer() -> BackendWidget { graph.backend.makeStack(axis: axis) }

    override func configure(_ container: BackendWidget, with view: any View) {
        let stack = view as! StackRepresentable
        graph.backend.updateStack(
            container, spacing: stack.stackSpacing ?? defaultStackSpacing, alignment: stack.stackAlignment)
    }

    override func contentView(of view: any View) -> any View { (view as! StackRepresentable).stackContent }
}

/// Flexible space that pushes its neighbours apart along the stack's axis.
public struct Spacer: View, PrimitiveView {
    /// Spacers are primitive.
    public typealias Body = Never
    let minLength: Double?

    /// Creates a spacer at least `minLength` long.
    public init(minLength: Double? = nil) { self.minLength = minLength }

    func makeNode(in graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

@MainActor
final class SpacerNode: LeafNode<Spacer> {
    override var readsStateWhileApplying: Bool { false }

    override func makeWidget() -> BackendWidget {
        let axis = (parent as? StackNode)?.axis ?? nearestStackAxis
        return graph.backend.makeSpacer(axis: axis, minLength: view?.minLength)
    }
}
