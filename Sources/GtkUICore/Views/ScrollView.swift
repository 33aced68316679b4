/// A view that scrolls its content along one or both axes.
///
/// The content is laid out at its natural size along the scrolled axes and as wide (or tall)
/// as the scroll view across the other; several views are stacked along the scrolled axis, as
/// SwiftUI does. The scroll view takes the space offered.
///
/// ```swift
/// ScrollView {
///     ForEach(messages) { MessageRow(message: $0) }
/// }
/// ScrollView(.horizontal, showsIndicators: false) {
///     HStack { ForEach(photos) { PhotoThumbnail(photo: $0) } }
/// }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Never called: the scroll view is drawn by GtkUI.
    public typealias Body = Never
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether scroll bars are shown (GTK's overlay indicators); without them it still scrolls.
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// Creates a scroll view over `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ScrollViewNode(graph: graph) }
}

@MainActor
protocol ScrollViewRepresentable {
    var scrollAxes: Axis.Set { get }
    var scrollShowsIndicators: Bool { get }
    var scrollContent: any View { get }
}

extension ScrollView: ScrollViewRepresentable {
    var scrollAxes: Axis.Set { axes }
    var scrollShowsIndicators: Bool { showsIndicators }
    var scrollContent: any View {
        // Several views scroll as a stack along the scrolled axis, as in SwiftUI.
        if axes == .horizontal { return HStack { content } }
        return VStack { content }
    }
}

/// Renders a ``ScrollView``: a scrolling container holding the content's stack.
@MainActor
final class ScrollViewNode: ContainerNode {
    private var backend: any ScrollBackend {
        guard let backend = graph.backend as? any ScrollBackend else {
            preconditionFailure("\(type(of: graph.backend)) does not implement ScrollBackend, which ScrollView needs")
        }
        return backend
    }

    override func makeContainer() -> BackendWidget { backend.makeScrollView() }

    override func configure(_ container: BackendWidget, with view: any View) {
        let scroll = view as! ScrollViewRepresentable
        backend.updateScrollView(container, axes: scroll.scrollAxes, showsIndicators: scroll.scrollShowsIndicators)
    }

    override func contentView(of view: any View) -> any View { (view as! ScrollViewRepresentable).scrollContent }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        backend.setScrollContent(widgets.first, of: container)
    }
}
