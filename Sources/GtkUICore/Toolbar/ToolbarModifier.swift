/// Puts toolbar items in the title bar of the window (or sheet) the view is in.
public struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let entries: [ToolbarEntry]
    func makeNode(in graph: ViewGraph) -> ViewNode { ToolbarNode(graph: graph) }
}

extension View {
    /// Puts toolbar items in the title bar while this view is shown.
    ///
    /// On GNOME the title bar is the window's header bar (a sheet's own header bar for views in
    /// a sheet). In a `NavigationStack`, the header bar shows the toolbar of the page on top:
    /// pushing a page shows its items instead, popping it brings the previous page's back.
    /// Items update in place when their views change, and leave when the view does.
    ///
    /// ```swift
    /// NotesList()
    ///     .toolbar {
    ///         ToolbarItem(placement: .navigation) { Button("Sidebar") { showSidebar.toggle() } }
    ///         ToolbarItem(placement: .primaryAction) { Button("New Note") { addNote() } }
    ///     }
    /// ```
    ///
    /// - Parameter content: ``ToolbarItem``s and ``ToolbarItemGroup``s; see
    ///   ``ToolbarItemPlacement`` for where each placement goes.
    public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> ModifiedContent<Self, _ToolbarModifier> {
        modifier(_ToolbarModifier(entries: content().toolbarEntries))
    }

    /// Puts views in the title bar while this view is shown, each at the `.automatic`
    /// placement (the trailing end of the header bar).
    ///
    /// ```swift
    /// Text(note.body)
    ///     .toolbar { Button("Share") { share() } }
    /// ```
    ///
    /// - Parameter content: The views, usually `Button`s.
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier> {
        modifier(_ToolbarModifier(entries: [ToolbarEntry(id: nil, placement: .automatic, content: content())]))
    }
}

/// Renders a ``_ToolbarModifier``: its content as usual, and each item's view as a node whose
/// widgets the title bar shows.
@MainActor
final class ToolbarNode: ModifierNode<_ToolbarModifier>, ToolbarContributor {
    private struct Item {
        let id: String?
        let placement: ToolbarItemPlacement
        let node: ViewNode
    }

    private var items: [Item] = []
    private weak var scope: ToolbarScope?

    override var childNodes: [ViewNode] { super.childNodes + items.map(\.node) }

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        let old = items
        items = reconcilingChildren {
            modifier.entries.enumerated().map { index, entry in
                let existing = old.indices.contains(index) && old[index].id == entry.id ? old[index].node : nil
                let node = reconcile(existing, with: entry.content, environment: itemEnvironment(entry.placement))
                return Item(id: entry.id, placement: entry.placement, node: node)
            }
        }
        for stale in old.dropFirst(items.count) { stale.node.unmount() }
        for (index, item) in old.prefix(items.count).enumerated() where item.node !== items[index].node {
            if item.node.isMounted { item.node.unmount() }
        }
        if isFirst { register() }
        scope?.refresh()
    }

    /// The environment of an item's views: in the header bar a `Label` shows its icon alone
    /// (named by its title, which is also its tooltip), as in SwiftUI's toolbars, unless a
    /// `.labelStyle` says otherwise.
    private func itemEnvironment(_ placement: ToolbarItemPlacement) -> EnvironmentValues {
        guard placement != .mainMenu, placement != .principal, !environment.hasExplicitLabelStyle else {
            return environment
        }
        var itemEnvironment = environment
        // The header bar then gives an icon-only button its name as tooltip (HeaderBarToolbar).
        itemEnvironment.labelStyle = IconOnlyLabelStyle()
        return itemEnvironment
    }

    private func register() {
        scope = toolbarScope(for: ".toolbar")
        scope?.register(self)
    }

    /// The widgets of this modifier's items, with where they go.
    var chromeItems: [ToolbarChromeItem] {
        items.flatMap { item in
            item.node.hostWidgets.map { widget in
                var chromeItem = ToolbarChromeItem(
                    widget: widget, position: item.placement.chromePosition, emphasis: item.placement.emphasis)
                chromeItem.isMainMenu = item.placement == .mainMenu
                return chromeItem
            }
        }
    }

    override func hostWidgetsDidChange() {
        // An item's widgets changed (a conditional in a group, a new type of view): show them.
        scope?.refresh()
        super.hostWidgetsDidChange()
    }

    override func unmount() {
        super.unmount()
        items = []
        scope?.unregister(self)
        scope = nil
    }
}

extension ToolbarItemPlacement {
    var chromePosition: ToolbarChromeItem.Position {
        switch slot {
        case .start: .start
        case .end: .end
        case .principal: .center
        }
    }
}
