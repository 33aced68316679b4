/// A kind of title bar item the system adds on its own, which `.toolbar(removing:)` takes away.
///
/// ```swift
/// NavigationSplitView {
///     Sidebar()
///         .toolbar(removing: .sidebarToggle)
/// } detail: {
///     Detail()
/// }
/// ```
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case sidebarToggle
    }
    let kind: Kind

    /// The sidebar toggle a ``NavigationSplitView`` puts at the start of the title bar.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
}

extension View {
    /// Removes an item the system adds to the title bar, such as a split view's sidebar toggle.
    ///
    /// Apply it to a ``NavigationSplitView``, to a view around one, or to the root view of one
    /// of its columns.
    ///
    /// ```swift
    /// List(notes, selection: $selected) { Text($0.title) }
    ///     .toolbar(removing: .sidebarToggle)
    /// ```
    ///
    /// - Parameter defaultItemKind: The kind of item to remove; nil removes nothing.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<
        Self, _ToolbarRemovingModifier
    > {
        modifier(_ToolbarRemovingModifier(kind: defaultItemKind))
    }
}

/// Removes a default title bar item, from `.toolbar(removing:)`.
public struct _ToolbarRemovingModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind?
    func makeNode(in graph: ViewGraph) -> ViewNode { ToolbarRemovingNode(graph: graph) }
}

/// Renders `.toolbar(removing:)`: the content sees the kind among its removed items, and a
/// split view whose column it is the root of reads it from there.
@MainActor
final class ToolbarRemovingNode: ModifierNode<_ToolbarRemovingModifier> {
    override func contentEnvironment(_ environment: EnvironmentValues, modifier: _ToolbarRemovingModifier)
        -> EnvironmentValues
    {
        guard let kind = modifier.kind else { return environment }
        var environment = environment
        environment.removedToolbarItems.insert(kind)
        return environment
    }
}

private struct RemovedToolbarItemsKey: EnvironmentKey {
    static let defaultValue: Set<ToolbarDefaultItemKind> = []
}

extension EnvironmentValues {
    /// The default title bar items `.toolbar(removing:)` removed for these views.
    var removedToolbarItems: Set<ToolbarDefaultItemKind> {
        get { self[RemovedToolbarItemsKey.self] }
        set { self[RemovedToolbarItemsKey.self] = newValue }
    }
}
