/// Declares how the enclosing navigation stack shows pushed values of one type.
public struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let valueType: ObjectIdentifier
    let make: @MainActor (AnyHashable) -> (any View)?
    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationDestinationNode(graph: graph) }
}

extension View {
    /// Shows values of type `data` pushed onto the enclosing ``NavigationStack`` with `destination`.
    ///
    /// Values arrive from `NavigationLink(value:label:)` or from the stack's `path` binding.
    /// Declare it inside the stack (not on the stack itself), once per type.
    ///
    /// ```swift
    /// NavigationStack(path: $path) {
    ///     List(colors) { NavigationLink($0.name, value: $0) }
    ///         .navigationDestination(for: NamedColor.self) { ColorDetail(color: $0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The type of the values this destination shows.
    ///   - destination: Builds the page for one value.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> ModifiedContent<Self, _NavigationDestinationModifier> {
        modifier(
            _NavigationDestinationModifier(
                valueType: ObjectIdentifier(D.self),
                make: { value in (value.base as? D).map { destination($0) } }))
    }
}

@MainActor
final class NavigationDestinationNode: ModifierNode<_NavigationDestinationModifier> {
    private weak var context: NavigationStackNode?
    private var valueType: ObjectIdentifier?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        guard let context = environment.navigationContext else {
            Diagnostics.emitOnce(
                "navigationDestination(for:) in \(viewPath) is not inside a NavigationStack; it has nothing to "
                    + "show values for. Move it into the NavigationStack's content.")
            return
        }
        self.context = context
        valueType = modifier.valueType
        context.destinations.register(modifier.valueType, owner: self, environment: environment, make: modifier.make)
        // Pages already showing values of this type follow the declaration's latest closure.
        context.refreshPages(showing: modifier.valueType)
    }

    override func unmount() {
        if let context, let valueType { context.destinations.unregister(valueType, owner: self) }
        super.unmount()
    }
}
