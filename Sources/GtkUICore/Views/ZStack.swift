/// Layers its children back to front, each at the stack's alignment.
///
/// A `ZStack` is as large as the union of its children: its width is the widest child's and
/// its height the tallest child's. Each child is placed at `alignment` inside that area;
/// flexible children (a `Color`, a shape, a `.frame(maxWidth: .infinity)` view) fill it.
/// Later children are drawn on top of earlier ones.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue.frame(width: 100, height: 60)
///     Text("3")
/// }
/// ```
///
/// Unlike `.overlay`, which is sized by the view it decorates alone, every child of a
/// `ZStack` contributes to its size.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Stacks are primitive.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates a stack that layers the views `content` builds, back to front.
    ///
    /// - Parameters:
    ///   - alignment: Where children smaller than the stack sit, in both axes.
    ///   - content: The layers, the first one at the back.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Creates a stack with a depth distance between its layers, as visionOS offers.
    ///
    /// `spacing` is the distance along the z-axis between neighbouring layers. A GTK window is
    /// flat, so it has nothing to separate and the layers draw as ``init(alignment:content:)``
    /// draws them; the initializer is here so that code written for visionOS compiles.
    ///
    /// ```swift
    /// ZStack(alignment: .center, spacing: 20) { Circle().fill(.teal); Text("Hi") }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: Where children smaller than the stack sit, in both axes.
    ///   - spacing: The depth between layers; no effect on a flat window.
    ///   - content: The layers, the first one at the back.
    public init(alignment: Alignment = .center, spacing: Double?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, content: content)
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ZStackNode(graph: graph) }
}

@MainActor
protocol ZStackRepresentable {
    var zStackAlignment: Alignment { get }
    var zStackContent: any View { get }
}

extension ZStack: ZStackRepresentable {
    var zStackAlignment: Alignment { alignment }
    var zStackContent: any View { content }
}

/// A `ZStack`'s node: its children's widgets are the layers of one overlay container of the
/// backend's, all of them measured.
@MainActor
final class ZStackNode: ContainerNode {
    private var alignment = Alignment.center

    private var backend: any OverlayBackend {
        guard let backend = graph.backend as? any OverlayBackend else {
            preconditionFailure("\(type(of: graph.backend)) does not implement OverlayBackend, which ZStack needs")
        }
        return backend
    }

    override func makeContainer() -> BackendWidget { backend.makeZStack() }

    override func configure(_ container: BackendWidget, with view: any View) {
        alignment = (view as! ZStackRepresentable).zStackAlignment
    }

    override func contentView(of view: any View) -> any View { (view as! ZStackRepresentable).zStackContent }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        // The layers are placed when they change (`place`); the alignment, and the layers'
        // flexibility, can change while the layers stay the same widgets.
        if let container { backend.updateZStack(container, layers: content?.hostWidgets ?? [], alignment: alignment) }
    }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        backend.updateZStack(container, layers: widgets, alignment: alignment)
    }
}
