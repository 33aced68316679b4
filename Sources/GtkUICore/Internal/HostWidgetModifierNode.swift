/// A modifier node that adds behaviour to its content's widgets — a focus observer, a key
/// handler — once per widget, and again to widgets that replace them.
@MainActor
class HostWidgetModifierNode<Modifier>: ModifierNode<Modifier> {
    /// The widgets already given the behaviour. Kept strongly only until the content's widgets
    /// change or the node goes, so a replaced widget is released with its node.
    private(set) var attachedWidgets: [BackendWidget] = []

    /// Adds the behaviour to `widget`; called once per widget.
    func attach(to widget: BackendWidget) {}

    /// Runs after the content's widgets were attached on an update.
    func didAttach(isFirst: Bool) {}

    override final func didUpdate(isFirst: Bool) {
        attachNewWidgets()
        didAttach(isFirst: isFirst)
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        attachNewWidgets()
        super.hostWidgetsDidChange()
    }

    override func unmount() {
        attachedWidgets = []
        super.unmount()
    }

    private func attachNewWidgets() {
        let widgets = hostWidgets
        for widget in widgets where !attachedWidgets.contains(where: { $0 === widget }) { attach(to: widget) }
        attachedWidgets = widgets
    }
}
