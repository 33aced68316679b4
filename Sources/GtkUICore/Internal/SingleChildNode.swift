/// A node that shows one child chosen anew on each update — a style's body or the native
/// control, an `AnyView`'s wrapped view — and tells its parent when the child's widgets change.
@MainActor
class SingleChildNode: ViewNode {
    /// The child shown now.
    final var child: ViewNode?

    override final var hostWidgets: [BackendWidget] { child?.hostWidgets ?? [] }
    override final func appendHostWidgets(to widgets: inout [BackendWidget]) { child?.appendHostWidgets(to: &widgets) }
    override final var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    /// Reconciles the child with `content` and reports a change of widgets to the parent.
    ///
    /// - Parameters:
    ///   - replacingChild: Whether to unmount the current child first rather than update it,
    ///     as when it must become another kind of widget.
    ///   - reportsFirstMount: Whether mounting the first child also counts as a change for
    ///     the parent.
    final func show(
        _ content: any View, environment: EnvironmentValues, replacingChild: Bool = false,
        reportsFirstMount: Bool = false
    ) {
        let before = child?.hostWidgets
        if replacingChild {
            child?.unmount()
            child = nil
        }
        child = reconcilingChildren { reconcile(child, with: content, environment: environment) }
        guard before != nil || reportsFirstMount else { return }
        if !sameWidgets(before, child?.hostWidgets) { parent?.hostWidgetsDidChange() }
    }

    override func unmount() {
        super.unmount()
        child = nil
    }
}
