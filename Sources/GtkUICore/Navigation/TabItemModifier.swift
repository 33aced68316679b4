/// The label of a ``TabView`` page's tab, set with `.tabItem { }`.
public struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let label: any View
    func makeNode(in graph: ViewGraph) -> ViewNode { ModifierNode<_TabItemModifier>(graph: graph) }
}

extension View {
    /// Sets what this page's tab shows in a ``TabView``: usually a ``Label`` with a title and an
    /// icon, or a `Text` and an `Image`.
    ///
    /// ```swift
    /// InboxView()
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    /// ```
    ///
    /// - Parameter label: The tab's title and icon.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        modifier(_TabItemModifier(label: label()))
    }
}

/// The outermost `.tabItem` label on `view`, if it has one.
@MainActor
func tabItemLabel(of view: any View) -> (any View)? {
    outermostModifier(_TabItemModifier.self, of: view)?.label
}
