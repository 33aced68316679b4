extension View {
    /// Gives this view a context menu: a secondary click (right click) on it, the Menu key or
    /// Shift+F10 while it or a control inside it has keyboard focus, opens a menu of
    /// `menuItems` — at the pointer for a click, below the view for the keyboard.
    ///
    /// The items are read as a ``Menu``'s are (buttons, toggles, pickers, submenus, dividers,
    /// sections) and follow the state they read.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Pin") { note.isPinned.toggle() }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<
        Self, _ContextMenuModifier
    > {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}

/// `.contextMenu(menuItems:)`: a context menu on the content's widgets.
public struct _ContextMenuModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let menuItems: any View
    /// For `.swipeActions`, the edge its actions belong to; nil for `.contextMenu`.
    var swipeEdge: HorizontalEdge?
    func makeNode(in graph: ViewGraph) -> ViewNode { ContextMenuNode(graph: graph) }

    /// `view` with directly nested `.swipeActions` (one per edge, as rows declare them) folded
    /// into one context menu: the leading edge's actions, a separator, then the trailing
    /// edge's. A desktop has one context menu per row, so each call's actions must land in it.
    @MainActor
    static func mergingSwipeActions(_ view: any View) -> any View {
        guard let outer = view as? ModifiedView, let outerMenu = outer.anyModifier as? _ContextMenuModifier,
            let outerEdge = outerMenu.swipeEdge, let inner = outer.anyContent as? ModifiedView,
            let innerMenu = inner.anyModifier as? _ContextMenuModifier, let innerEdge = innerMenu.swipeEdge
        else { return view }
        let (first, second) =
            innerEdge == .leading || outerEdge == .trailing ? (innerMenu, outerMenu) : (outerMenu, innerMenu)
        let merged = _ContextMenuModifier(
            menuItems: ViewBuilder.buildBlock(
                AnyView(erasing: first.menuItems) ?? AnyView(EmptyView()), Divider(),
                AnyView(erasing: second.menuItems) ?? AnyView(EmptyView())),
            swipeEdge: innerEdge)
        func wrap<Content: View>(_ content: Content) -> any View { ModifiedContent(content: content, modifier: merged) }
        return mergingSwipeActions(_openExistential(inner.anyContent, do: wrap))
    }
}

/// Gives the content's widgets the context menu read from the modifier's items, again on
/// widgets that replace them, and takes it off widgets that leave.
///
/// Reading the items is tracked, so the check marks and choices follow their bound values.
@MainActor
final class ContextMenuNode: ModifierNode<_ContextMenuModifier> {
    private var actions: [Int: MenuItemAction] = [:]
    private var menu: MenuDescription?
    /// The widgets given the menu, held (not their identifiers) to take it off them later.
    private var attached: [BackendWidget] = []

    private var backend: (any MenuBackend)? { graph.backend as? any MenuBackend }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(_ContextMenuModifier.mergingSwipeActions(view), environment: environment)
    }

    override func didUpdate(isFirst: Bool) {
        if isFirst, backend == nil {
            Diagnostics.emitOnce(
                "contextMenu: \(type(of: graph.backend)) has no menus (MenuBackend), so the view has no context "
                    + "menu. Use a backend that conforms to MenuBackend.")
        }
        readItems()
        attach()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        readItems()
        attach()
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        attach()
        super.hostWidgetsDidChange()
    }

    private func readItems() {
        guard let modifier else { return }
        let owner = "contextMenu on \(child.map { shortTypeName($0.viewType) } ?? "a view")"
        let content = trackingReads { MenuContent.read(modifier.menuItems, in: environment, owner: owner) }
        actions = content.actions
        menu = content.description
    }

    private func attach() {
        guard let backend, let menu else { return }
        let widgets = hostWidgets
        for old in attached where !widgets.contains(where: { $0 === old }) {
            backend.updateContextMenu(on: old, menu: nil, onActivate: { _ in })
        }
        for widget in widgets {
            backend.updateContextMenu(on: widget, menu: menu) { [weak self] activation in
                self?.actions[activation.actionID]?.perform(activation)
            }
        }
        attached = widgets
    }

    override func unmount() {
        if let backend {
            for widget in attached { backend.updateContextMenu(on: widget, menu: nil, onActivate: { _ in }) }
        }
        attached = []
        actions = [:]
        super.unmount()
    }
}
