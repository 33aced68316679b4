/// Joins related controls — usually buttons — into one segmented row.
///
/// A label, given with `ControlGroup(_:content:)` or `ControlGroup(content:label:)`, names the
/// group for screen readers.
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
    let label: (any View)?

    /// Creates a group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }

    /// Creates a group of the controls `content` builds, named by `label`.
    ///
    /// ```swift
    /// ControlGroup {
    ///     Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 1 }
    ///     Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 1 }
    /// } label: {
    ///     Label("Zoom", systemImage: "magnifyingglass")
    /// }
    /// ```
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = label
    }

    /// Creates a group of the controls `content` builds, named by a localized title.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group of the controls `content` builds, named by `title`.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ControlGroupNode(graph: graph) }
}

/// The content of a labeled ``ControlGroup``: its controls, with the label that names them.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls; the label names the group rather than showing in it.
    public var body: Content { content }
}

@MainActor
protocol ControlGroupRepresentable {
    var groupContent: any View { get }
    var groupLabel: (any View)? { get }
}

extension ControlGroup: ControlGroupRepresentable {
    var groupContent: any View { content }
    var groupLabel: (any View)? { label }
}

/// Renders a ``ControlGroup``: the backend's joined row holding the controls' widgets.
@MainActor
final class ControlGroupNode: ContainerNode {
    override func makeContainer() -> BackendWidget {
        requiredBackend((any FormBackend).self, of: graph, for: "ControlGroup").makeControlGroup()
    }

    override func contentView(of view: any View) -> any View { (view as! ControlGroupRepresentable).groupContent }

    override func configure(_ container: BackendWidget, with view: any View) {
        let name = (view as! ControlGroupRepresentable).groupLabel.map {
            ControlLabelSummary($0, in: environment).accessibleName
        }
        (graph.backend as? any FormBackend)?.updateControlGroup(container, accessibleName: name ?? nil)
    }
}
