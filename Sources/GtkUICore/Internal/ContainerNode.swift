/// A node that owns one backend container widget and places its content's widgets in it.
///
/// When any descendant's widgets change (an `if` flips, a `ForEach` row is inserted) the
/// change bubbles up to the nearest container, which hands the backend the new child list.
@MainActor
class ContainerNode: ViewNode {
    private(set) var container: BackendWidget?
    private(set) var content: ViewNode?
    /// The widgets last handed to the backend, held (not their identifiers) so that a released
    /// widget's address, reused by a new one, cannot pass for it.
    private var placedChildren: [BackendWidget] = []
    private var hasPlaced = false

    override var hostWidgets: [BackendWidget] { container.map { [$0] } ?? [] }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) {
        if let container { widgets.append(container) }
    }
    override var childNodes: [ViewNode] { content.map { [$0] } ?? [] }

    /// Creates the container widget; called once.
    func makeContainer() -> BackendWidget { fatalError("subclass must override") }

    /// Applies the view's own properties to the container.
    func configure(_ container: BackendWidget, with view: any View) {}

    /// The content to place inside the container.
    func contentView(of view: any View) -> any View { EmptyView() }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let container = self.container ?? makeContainer()
        if self.container == nil {
            self.container = container
            graph.statistics.recordWidgetCreated()
        }
        configure(container, with: view)
        content = reconcilingChildren {
            reconcile(content, with: contentView(of: view), environment: childEnvironment(environment))
        }
        placeChildren()
        // Set here, not when widgets are first handed over: a container created empty (an
        // empty list) gets its first children later, on screen, which is a structural change.
        hasPlaced = true
    }

    /// The environment the content sees; containers that add context override this.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

    override func hostWidgetsDidChange() {
        // The container itself stays the same widget, so ancestors are unaffected.
        guard !isReconcilingChildren else { return }
        placeChildren()
    }

    /// Hands the backend the content's widgets when they differ from those placed.
    func placeChildren() {
        guard let container else { return }
        let widgets = content?.hostWidgets ?? []
        guard !sameWidgets(widgets, placedChildren) else { return }
        // A container's filling while it is created is part of creating it; later edits are
        // structural changes.
        if hasPlaced { graph.statistics.recordStructuralChange() }
        placedChildren = widgets
        place(widgets, in: container)
    }

    /// Puts `widgets` into `container`; the default sets them as its children.
    func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        graph.backend.setChildren(widgets, of: container)
    }

    override func unmount() {
        super.unmount()
        content = nil
        placedChildren = []
        if let container {
            graph.backend.discard(container)
            graph.statistics.recordWidgetDestroyed()
        }
        container = nil
    }
}

/// The root of a graph: a vertical container that centers its content in the window.
@MainActor
final class RootNode: ContainerNode {
    override func makeContainer() -> BackendWidget { graph.backend.makeStack(axis: .vertical) }

    override func configure(_ container: BackendWidget, with view: any View) {
        graph.backend.updateStack(container, spacing: 8, alignment: .center)
    }

    override func contentView(of view: any View) -> any View { view }
}
