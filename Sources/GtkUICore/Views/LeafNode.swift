/// A node that owns exactly one backend widget and re-applies its view's properties.
///
/// Reads made while applying (a bound text field reading its binding) are dependencies of
/// this node alone, so a change re-renders the control without re-evaluating any body.
@MainActor
class LeafNode<Content: View>: ViewNode {
    private(set) var widget: BackendWidget?
    private(set) var view: Content?

    override var hostWidgets: [BackendWidget] { widget.map { [$0] } ?? [] }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) {
        if let widget { widgets.append(widget) }
    }

    /// Creates the widget; called once.
    func makeWidget() -> BackendWidget { fatalError("subclass must override") }

    /// Writes `view`'s properties to `widget` through the backend.
    func apply(_ view: Content, to widget: BackendWidget) {}

    /// Whether ``apply(_:to:)`` can read state (a control reading its binding) and so must be
    /// tracked. Leaves that only copy their view's own values (text, colour, a spacer) skip
    /// the tracking, and with it an invalidator and an observation closure per widget.
    var readsStateWhileApplying: Bool { true }

    /// Whether `widget` cannot show `view` (an image that became resizable needs another kind
    /// of widget); the node then discards it and makes a new one.
    func needsNewWidget(for view: Content, current widget: BackendWidget) -> Bool { false }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.view = (view as! Content)
        self.environment = environment
        render()
    }

    override func rerender() { render() }

    private func render() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        var replaced = false
        if let old = self.widget, needsNewWidget(for: view, current: old) {
            graph.backend.discard(old)
            graph.statistics.recordWidgetDestroyed()
            self.widget = nil
            replaced = true
        }
        let widget = self.widget ?? makeWidget()
        if self.widget == nil {
            self.widget = widget
            graph.statistics.recordWidgetCreated()
        }
        if readsStateWhileApplying {
            trackingReads { apply(view, to: widget) }
        } else {
            apply(view, to: widget)
        }
        if replaced { parent?.hostWidgetsDidChange() }
    }

    override func unmount() {
        super.unmount()
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        widget = nil
    }
}

/// Shows an error where a view's body could not be evaluated.
struct DiagnosticView: View {
    let message: String
    var body: some View {
        Text(verbatim: "⚠ \(message)").foregroundColor(.red)
    }
}
