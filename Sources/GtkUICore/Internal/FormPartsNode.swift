/// Renders a view made of parts whose widgets a form places one by one (a ``Form``'s content,
/// a form section's header, rows and footer): unlike ``LabeledControlNode`` it never gathers
/// a part's widgets into a column, because each of them is a row of its own.
@MainActor
class FormPartsNode<Content: View>: ViewNode {
    private(set) var container: BackendWidget?
    private var parts: [ViewNode?] = []
    /// The widgets last placed, held (not their identifiers) so a reused address cannot pass
    /// for a placed widget.
    private var placed: [[BackendWidget]]?

    var backend: any FormLayoutBackend {
        requiredBackend((any FormLayoutBackend).self, of: graph, for: "Form")
    }

    override var hostWidgets: [BackendWidget] { container.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { parts.compactMap { $0 } }

    /// Creates the container; called once.
    func makeContainer() -> BackendWidget { fatalError("subclass must override") }
    /// The parts' views, always in the same order.
    func partViews(of view: Content) -> [any View] { [] }
    /// The environment the parts are rendered in.
    func partEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    /// Places each part's widgets in `container`.
    func place(_ parts: [[BackendWidget]], in container: BackendWidget) {}

    override func update(_ view: any View, environment: EnvironmentValues) {
        let view = view as! Content
        self.environment = environment
        if container == nil {
            container = makeContainer()
            graph.statistics.recordWidgetCreated()
        }
        isDirty = false
        lastUpdatedPass = graph.passCount
        let views = partViews(of: view)
        let inner = partEnvironment(environment)
        reconcilingChildren {
            parts = views.enumerated().map { index, partView in
                reconcile(index < parts.count ? parts[index] : nil, with: partView, environment: inner)
            }
        }
        placeParts()
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        placeParts()
    }

    private func placeParts() {
        guard let container else { return }
        let widgets = parts.map { $0?.hostWidgets ?? [] }
        if let placed, placed.count == widgets.count,
            zip(placed, widgets).allSatisfy({ $0.count == $1.count && zip($0, $1).allSatisfy { $0 === $1 } })
        {
            return
        }
        if placed != nil { graph.statistics.recordStructuralChange() }
        placed = widgets
        place(widgets, in: container)
    }

    override func unmount() {
        super.unmount()
        parts = []
        placed = nil
        if let container {
            graph.backend.discard(container)
            graph.statistics.recordWidgetDestroyed()
        }
        container = nil
    }
}
