/// Joins related controls — usually buttons — into one segmented row.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { style.bold.toggle() }
///     Button("Italic") { style.italic.toggle() }
///     Button("Underline") { style.underline.toggle() }
/// }
/// ```
public struct ControlGroup<Content: View>: View, PrimitiveView {
    /// Control groups are primitive.
    public typealias Body = Never
    let content: Content

    /// Creates a group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ControlGroupNode(graph: graph) }
}

@MainActor
protocol ControlGroupRepresentable {
    var groupContent: any View { get }
}

extension ControlGroup: ControlGroupRepresentable {
    var groupContent: any View { content }
}

/// Renders a ``ControlGroup``: the backend's joined row holding the controls' widgets.
@MainActor
final class ControlGroupNode: ContainerNode {
    override func makeContainer() -> BackendWidget {
        requiredBackend((any FormBackend).self, of: graph, for: "ControlGroup").makeControlGroup()
    }

    override func contentView(of view: any View) -> any View { (view as! ControlGroupRepresentable).groupContent }
}
