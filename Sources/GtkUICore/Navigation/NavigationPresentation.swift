/// Pushes a page onto the enclosing navigation stack while a binding says so.
public struct _NavigationPresentationModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    /// The identity of what to push, or nil when nothing is pushed.
    let presentedID: @MainActor () -> AnyHashable?
    let content: @MainActor () -> (any View)?
    let dismiss: @MainActor () -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationPresentationNode(graph: graph) }
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true;
    /// going back sets it to false.
    ///
    /// ```swift
    /// Button("Show log") { showsLog = true }
    ///     .navigationDestination(isPresented: $showsLog) { LogView() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> V
    ) -> ModifiedContent<Self, _NavigationPresentationModifier> {
        modifier(
            _NavigationPresentationModifier(
                presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                content: { isPresented.wrappedValue ? destination() : nil },
                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes `destination` for `item` while it is not nil; going back sets it to nil. A
    /// different item replaces the pushed page.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> ModifiedContent<Self, _NavigationPresentationModifier> {
        modifier(
            _NavigationPresentationModifier(
                presentedID: { item.wrappedValue.map { AnyHashable($0) } },
                content: { item.wrappedValue.map { destination($0) } },
                dismiss: { item.wrappedValue = nil }))
    }
}

@MainActor
final class NavigationPresentationNode: ModifierNode<_NavigationPresentationModifier> {
    private weak var page: PageNode?
    private weak var context: NavigationStackNode?
    private var presentedID: AnyHashable?

    override func didUpdate(isFirst: Bool) { sync() }

    override func rerender() { sync() }

    private func sync() {
        guard let modifier else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        // This node re-renders on its own when the presentation binding changes.
        let (id, content) = trackingReads { (modifier.presentedID(), modifier.content()) }
        if id != presentedID, let page, let context {
            context.pop(through: page, userInitiated: false)
        }
        presentedID = id
        guard let content else { return }
        if let page, page.isMounted {
            page.show(content, environment: page.environment)
            return
        }
        guard let context = environment.navigationContext else {
            Diagnostics.emitOnce(
                "navigationDestination(isPresented:) in \(viewPath) is not inside a NavigationStack; nothing "
                    + "was pushed. Move it into the NavigationStack's content.")
            return
        }
        let page = context.push(content, environment: environment)
        page.onUserPop = { [weak self] in self?.poppedByUser() }
        self.page = page
        self.context = context
    }

    private func poppedByUser() {
        page = nil
        presentedID = nil
        modifier?.dismiss()
    }

    override func unmount() {
        if let page, let context { context.pop(through: page, userInitiated: false) }
        super.unmount()
    }
}
