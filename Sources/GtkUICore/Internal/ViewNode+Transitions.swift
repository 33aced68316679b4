extension ViewNode {
    /// Unmounts `child`, which leaves the screen: under an animated transaction its widgets
    /// first start their removal transition, which keeps them drawn until it ends.
    func remove(_ child: ViewNode) {
        transition(child, isInsertion: false)
        child.unmount()
    }

    /// Starts the insertion or removal transition of `node`, the top of a subtree entering or
    /// leaving, when the update is animated and the backend animates: the transition of the
    /// first `.transition(_:)` down its single-child chain, else a fade.
    func transition(_ node: ViewNode, isInsertion: Bool) {
        guard let animation = graph.transaction.animation, let backend = graph.backend as? AnimationBackend else {
            return
        }
        let outerWidgets = node.hostWidgets
        guard !outerWidgets.isEmpty else { return }
        var current: ViewNode? = node
        while let candidate = current, !(candidate is TransitionNode) {
            let children = candidate.childNodes
            current = children.count == 1 ? children[0] : nil
        }
        if let transitionNode = current as? TransitionNode, outerWidgets.count == 1,
            let animated = transitionNode.animatedWidget
        {
            let transition = transitionNode.transition
            let effect = isInsertion ? transition.insertion : transition.removal
            guard !effect.isIdentity else { return }
            backend.beginTransition(
                of: animated, in: outerWidgets[0], effect: effect, isInsertion: isInsertion, animation: animation)
            return
        }
        for widget in outerWidgets {
            backend.beginTransition(
                of: widget, in: widget, effect: AnyTransition.opacity.insertion, isInsertion: isInsertion,
                animation: animation)
        }
    }
}
