/// A node that owns one backend control and places the widgets of its labelled parts in it:
/// a slider's title and value labels, a gauge's labels, a disclosure group's label and content.
///
/// Each part is a subtree of its own, reconciled by position, so a label that changes type or
/// appears never disturbs the others. A part of several widgets is gathered in a column.
/// ``apply(_:to:)`` runs with reads tracked: a control reading its binding is re-applied alone
/// when the bound value changes, and no body is evaluated.
@MainActor
class LabeledControlNode<Content: View>: ViewNode {
    private(set) var control: BackendWidget?
    private(set) var view: Content?
    private var parts: [ViewNode?] = []
    private var groups: [BackendWidget?] = []
    /// The part widgets last placed, held (not their identifiers) so a reused address cannot
    /// pass for a placed widget.
    private var placed: [BackendWidget?]?

    override var hostWidgets: [BackendWidget] { control.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { parts.compactMap { $0 } }

    /// Creates the control; called once.
    func makeControl() -> BackendWidget { fatalError("subclass must override") }

    /// The views of the parts, always in the same order; nil for a part the view lacks.
    func partViews(of view: Content) -> [(any View)?] { [] }

    /// Writes the view's own properties (value, range, state) to `control`.
    func apply(_ view: Content, to control: BackendWidget) {}

    /// Places the parts' widgets, one per part (nil for a missing part), in `control`.
    func place(_ parts: [BackendWidget?], in control: BackendWidget) {}

    override func update(_ view: any View, environment: EnvironmentValues) {
        let view = view as! Content
        self.view = view
        self.environment = environment
        let control = self.control ?? makeControl()
        if self.control == nil {
            self.control = control
            graph.statistics.recordWidgetCreated()
        }
        let views = partViews(of: view)
        reconcilingChildren {
            for (index, old) in parts.enumerated() where index >= views.count { old?.unmount() }
            parts = views.enumerated().map { index, partView in
                let existing = index < parts.count ? parts[index] : nil
                guard let partView else {
                    existing?.unmount()
                    return nil
                }
                return reconcile(existing, with: partView, environment: environment)
            }
        }
        placeParts()
        render()
    }

    override func rerender() { render() }

    private func render() {
        guard let view, let control else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        trackingReads { apply(view, to: control) }
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        placeParts()
    }

    private func placeParts() {
        guard let control else { return }
        if groups.count < parts.count { groups += Array(repeating: nil, count: parts.count - groups.count) }
        let widgets = parts.enumerated().map { index, part in single(part?.hostWidgets ?? [], slot: index) }
        if let placed, placed.count == widgets.count, zip(placed, widgets).allSatisfy({ $0 === $1 }) { return }
        if placed != nil { graph.statistics.recordStructuralChange() }
        placed = widgets
        place(widgets, in: control)
    }

    /// One widget for a part: its own, or a column holding its several.
    private func single(_ widgets: [BackendWidget], slot: Int) -> BackendWidget? {
        if widgets.count == 1 { return widgets[0] }
        guard !widgets.isEmpty else { return nil }
        let group = groups[slot] ?? graph.backend.makeStack(axis: .vertical)
        groups[slot] = group
        graph.backend.setChildren(widgets, of: group)
        return group
    }

    override func unmount() {
        super.unmount()
        parts = []
        placed = nil
        if let control {
            graph.backend.discard(control)
            graph.statistics.recordWidgetDestroyed()
        }
        control = nil
    }
}

/// The backend a control family needs, or a clear stop naming the view and the protocol.
@MainActor
func requiredBackend<B>(_ type: B.Type, of graph: ViewGraph, for view: String) -> B {
    guard let backend = graph.backend as? B else {
        preconditionFailure("\(Swift.type(of: graph.backend)) does not implement \(B.self), which \(view) needs")
    }
    return backend
}
