/// Shows the first of its child views that fits in the space offered.
///
/// Each child is measured at its natural (ideal) size along `axes`; the first one no larger
/// than the space the container is given is shown, and the last child is shown when none
/// fits. The choice is made again whenever the space changes, as when the window is resized:
/// the children keep their state, since all of them stay built and only one is shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Download"); Text("12 MB") }
///     Text("Download")
///     Image(systemName: "arrow.down.circle")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Views that fit are primitive.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Creates a view that shows the first of `content`'s views that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes along which a child must fit; both by default.
    ///   - content: The candidates, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ViewThatFitsNode(graph: graph) }
}

@MainActor
protocol ViewThatFitsRepresentable {
    var fittingAxes: Axis.Set { get }
    var fittingContent: any View { get }
}

extension ViewThatFits: ViewThatFitsRepresentable {
    var fittingAxes: Axis.Set { axes }
    var fittingContent: any View { content }
}

/// Renders a ``ViewThatFits``: all candidates in one container of the backend's, which shows
/// the one that fits while it is laid out.
@MainActor
final class ViewThatFitsNode: ContainerNode {
    private var axes: Axis.Set = [.horizontal, .vertical]

    private var backend: any GeometryBackend {
        requiredBackend((any GeometryBackend).self, of: graph, for: "ViewThatFits")
    }

    override func makeContainer() -> BackendWidget { backend.makeViewThatFits() }

    override func configure(_ container: BackendWidget, with view: any View) {
        let newAxes = (view as! ViewThatFitsRepresentable).fittingAxes
        guard newAxes != axes else { return }
        axes = newAxes
        backend.updateViewThatFits(container, candidates: content?.hostWidgets ?? [], axes: axes)
    }

    override func contentView(of view: any View) -> any View { (view as! ViewThatFitsRepresentable).fittingContent }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        backend.updateViewThatFits(container, candidates: widgets, axes: axes)
    }
}
