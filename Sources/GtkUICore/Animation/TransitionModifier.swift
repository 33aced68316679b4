/// `.transition(_:)`: how the view enters and leaves under an animated change.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let transition: AnyTransition

    func makeNode(in graph: ViewGraph) -> ViewNode { TransitionNode(graph: graph) }
}

extension View {
    /// Sets how this view enters and leaves the screen when an animated change inserts or
    /// removes it; without one it fades.
    ///
    /// ```swift
    /// if isShown { Banner().transition(.move(edge: .top)) }
    /// ```
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// Carries a view's transition; a transition that moves or scales puts the content in a
/// box that can transform it.
@MainActor
final class TransitionNode: ModifierNode<_TransitionModifier> {
    private var box: BackendWidget?
    private var boxedChild: BackendWidget?
    var transition: AnyTransition { modifier?.transition ?? .opacity }

    override var hostWidgets: [BackendWidget] { box.map { [$0] } ?? super.hostWidgets }

    /// The widget the transition animates.
    var animatedWidget: BackendWidget? { box ?? (super.hostWidgets.count == 1 ? super.hostWidgets[0] : nil) }

    override func didUpdate(isFirst: Bool) {
        let before = box
        syncBox()
        if !isFirst, before !== box { parent?.hostWidgetsDidChange() }
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        syncBox()
        parent?.hostWidgetsDidChange()
    }

    private func syncBox() {
        let content = super.hostWidgets
        let needsBox = transition.insertion.transforms || transition.removal.transforms
        guard needsBox, content.count == 1 else {
            if let box { discard(box) }
            return
        }
        let backend = graph.backend
        let made = box ?? backend.makeDecoration()
        if box == nil { graph.statistics.recordWidgetCreated() }
        box = made
        if boxedChild !== content[0] {
            backend.updateDecoration(made, style: DecorationStyle(), child: content[0])
            boxedChild = content[0]
        }
    }

    private func discard(_ widget: BackendWidget) {
        graph.backend.discard(widget)
        graph.statistics.recordWidgetDestroyed()
        box = nil
        boxedChild = nil
    }

    override func unmount() {
        if let box { discard(box) }
        super.unmount()
    }
}
