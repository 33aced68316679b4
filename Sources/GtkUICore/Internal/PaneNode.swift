/// One pane of a tab view or a split view: a column holding the pane's content, mounted while
/// the pane exists, whose content sees the environment its owner gives it.
@MainActor
final class PaneNode: ContainerNode {
    /// The identity the pane was made for (a tab's tag or position).
    var identity: AnyHashable?
    /// Adjusts the environment the pane's content sees.
    var adjustEnvironment: ((inout EnvironmentValues) -> Void)?

    override func makeContainer() -> BackendWidget { graph.backend.makeStack(axis: .vertical) }
    override func configure(_ container: BackendWidget, with view: any View) {
        graph.backend.updateStack(container, spacing: defaultStackSpacing, alignment: .center)
    }
    override func contentView(of view: any View) -> any View { view }
    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        adjustEnvironment?(&environment)
        return environment
    }

    /// Makes a pane owned by `owner`.
    static func make(in owner: ViewNode) -> PaneNode {
        let pane = PaneNode(graph: owner.graph)
        pane.parent = owner
        pane.depth = owner.depth + 1
        pane.viewType = PaneNode.self
        return pane
    }
}
