/// Renders a ``NavigationSplitView``: a mounted pane per column, side by side or, in a narrow
/// window, one at a time.
///
/// While collapsed, a person's selection in a column's list (or a selection set from code)
/// shows the next column, and the window's back button shows the previous one; the columns
/// stay mounted throughout, so their state survives collapsing, expanding and going back.
/// Side by side, the sidebar toggle in the title bar hides and shows the sidebar, writing the
/// `columnVisibility` binding (see `NavigationSplitViewNode+SidebarToggle.swift`); navigation
/// stacks inside the columns share the one back button with the split view
/// (`NavigationSplitViewNode+BackButton.swift`).
@MainActor
final class NavigationSplitViewNode: ViewNode {
    private(set) var widget: BackendWidget?
    private(set) var columns: [PaneNode] = []
    private var widths: [SplitColumnWidth?] = []
    private(set) var visibility: Binding<NavigationSplitViewVisibility>?
    /// Which columns are shown when no `columnVisibility` binding holds it.
    var localVisibility = NavigationSplitViewVisibility.automatic
    /// Whether the backend shows one column at a time.
    private(set) var isCollapsed = false
    /// The column shown while collapsed.
    private(set) var collapsedColumn = 0
    /// Whether this split view shows the window's back button.
    var showsBackButton = false
    /// The title bar's sidebar toggle, made with the split view.
    var sidebarToggle: BackendWidget?
    /// Whether `.toolbar(removing: .sidebarToggle)` applies to this split view.
    var removesSidebarToggle = false
    /// Whether the title bar shows the sidebar toggle now.
    var showsSidebarToggle = false
    weak var toolbarScope: ToolbarScope?
    /// What the main menu's “Toggle Sidebar” (``SidebarCommands``) runs, made on first use.
    var sidebarCommand: SidebarToggleAction?
    /// The visibility the sidebar toggle last hid the sidebar from, to show it the same way.
    var visibilityBeforeHiding: NavigationSplitViewVisibility?
    /// The navigation stacks inside the columns, whose pushed pages the back button pops first.
    var stacks: [(stack: WeakReference<NavigationStackNode>, column: Int)] = []
    /// The selectable lists inside the columns, deselected when a collapsed split view goes back
    /// to their column.
    private var lists: [(list: WeakReference<LazyListNode>, column: Int)] = []

    var backend: (any SplitViewBackend)? { graph.backend as? any SplitViewBackend }

    override var hostWidgets: [BackendWidget] { widget.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { columns }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let split = view as! NavigationSplitViewRepresentable
        visibility = split.visibilityBinding
        if widget == nil { makeWidget() }
        let views = split.columnViews
        if columns.count != views.count {
            for column in columns { column.unmount() }
            columns = views.indices.map { index in
                let column = PaneNode.make(in: self)
                column.adjustEnvironment = { [weak self] in
                    $0.splitViewColumn = SplitViewColumn(splitView: WeakReference(self), index: index)
                    // Lists in the sidebar take the sidebar look unless a style was chosen.
                    if index == 0, $0.listAppearance == .automatic { $0.listAppearance = .sidebar }
                }
                return column
            }
        }
        for (column, columnView) in zip(columns, views) { column.update(columnView, environment: environment) }
        widths = views.map(splitColumnWidth(of:))
        reportWidthsOutOfOrder()
        removesSidebarToggle =
            environment.removedToolbarItems.contains(.sidebarToggle)
            || views.contains { outermostModifier(_ToolbarRemovingModifier.self, of: $0)?.kind == .sidebarToggle }
        layOut()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        layOut()
    }

    private func makeWidget() {
        if let backend {
            widget = backend.makeSplitView { [weak self] collapsed in self?.setCollapsed(collapsed) }
            makeSidebarToggle()
        } else {
            Diagnostics.emitOnce(
                "NavigationSplitView in \(viewPath): \(type(of: graph.backend)) has no split views (SplitViewBackend), "
                    + "so the columns are shown in a row. Use a backend that conforms to SplitViewBackend.")
            widget = graph.backend.makeStack(axis: .horizontal)
        }
        graph.statistics.recordWidgetCreated()
    }

    /// Reports (once) a column width whose least, starting and greatest widths are out of
    /// order; the column then keeps at least its least width and starts at its starting width
    /// held to its greatest.
    private func reportWidthsOutOfOrder() {
        let names = widths.count == 3 ? ["sidebar", "content", "detail"] : ["sidebar", "detail"]
        for (index, width) in widths.enumerated() {
            guard let width, names.indices.contains(index) else { continue }
            let least = width.min ?? 0
            let greatest = width.max ?? .infinity
            guard least > greatest || width.ideal < least || width.ideal > greatest else { continue }
            func points(_ value: Double?) -> String {
                guard let value else { return "nil" }
                return value.rounded() == value ? String(Int(value)) : String(value)
            }
            Diagnostics.emitOnce(
                "NavigationSplitView in \(viewPath): the \(names[index]) column's .navigationSplitViewColumnWidth(min: "
                    + "\(points(width.min)), ideal: \(points(width.ideal)), max: \(points(width.max))) is out of order; "
                    + "the column keeps at least min and starts at ideal held to max. Give widths with min ≤ ideal ≤ max."
            )
        }
    }

    /// Which columns are shown side by side: the binding's value, or the split view's own.
    var shownVisibility: NavigationSplitViewVisibility {
        trackingReads { visibility?.wrappedValue } ?? localVisibility
    }

    func layOut() {
        guard let widget, isMounted else { return }
        let containers = columns.compactMap(\.container)
        guard let backend else {
            graph.backend.setChildren(containers, of: widget)
            return
        }
        let shown = shownVisibility
        let count = columns.count
        backend.updateSplitView(
            widget, columns: containers,
            description: SplitViewDescription(
                widths: widths, visibleColumns: (0..<count).map { shown.shows(column: $0, of: count) },
                collapsedColumn: collapsedColumn))
        syncBackButton()
        syncSidebarToggle()
    }

    /// Whether column `index` is on screen: the collapsed column, or a visible one side by side.
    func isShowing(column index: Int) -> Bool {
        if isCollapsed { return index == collapsedColumn }
        return shownVisibility.shows(column: index, of: columns.count)
    }

    private func setCollapsed(_ collapsed: Bool) {
        guard collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        // Collapsing starts from the sidebar, as a narrow window opens on it.
        if collapsed { collapsedColumn = 0 }
        layOut()
    }

    /// A person selected a row in the list of column `index`: while collapsed, show the next one.
    func userSelected(inColumn index: Int) {
        guard isCollapsed, index == collapsedColumn, index < columns.count - 1 else { return }
        show(collapsedColumn: index + 1)
    }

    /// Code set the selection of the list in column `index`: while collapsed, a value shows the
    /// next column as a person's choice would, and nil while that column shows goes back.
    func selectionSetFromCode(inColumn index: Int, isEmpty: Bool) {
        guard isCollapsed, isMounted, index < columns.count - 1 else { return }
        if !isEmpty, collapsedColumn == index {
            show(collapsedColumn: index + 1)
        } else if isEmpty, collapsedColumn == index + 1 {
            show(collapsedColumn: index)
        }
    }

    /// Shows the previous column while collapsed (the back button, Escape, Alt+Left, once the
    /// shown column's navigation stack has no page left to pop), deselecting its lists as
    /// SwiftUI does: the row chosen before is free to be chosen again.
    func goBack() {
        guard isCollapsed, collapsedColumn > 0 else { return }
        show(collapsedColumn: collapsedColumn - 1)
        lists.removeAll { $0.list.value?.isMounted != true }
        for entry in lists where entry.column == collapsedColumn { entry.list.value?.deselectAll() }
    }

    /// A list with a selection binding in column `index` rendered.
    func registerList(_ list: LazyListNode, inColumn index: Int) {
        guard !lists.contains(where: { $0.list.value === list }) else { return }
        lists.append((WeakReference(list), index))
    }

    private func show(collapsedColumn index: Int) {
        collapsedColumn = index
        graph.statistics.recordStructuralChange()
        layOut()
    }

    override func hostWidgetsDidChange() {}

    override func unmount() {
        if showsBackButton { environment.windowChrome?.setBackButton(visible: false, action: nil) }
        showsBackButton = false
        super.unmount()
        toolbarScope?.unregister(self)
        toolbarScope = nil
        withdrawSidebarCommand()
        if let sidebarToggle { graph.backend.discard(sidebarToggle) }
        sidebarToggle = nil
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        columns.removeAll()
        stacks.removeAll()
        lists.removeAll()
        widget = nil
    }
}

/// The split view column a view is in, so a list's selection can move a collapsed split view
/// on and a navigation stack can share the back button with it.
struct SplitViewColumn {
    let splitView: WeakReference<NavigationSplitViewNode>
    let index: Int

    /// A person selected a row of a list in this column.
    @MainActor func userSelected() { splitView.value?.userSelected(inColumn: index) }

    /// Code changed the selection of a list in this column to a value (or to none).
    @MainActor func selectionSetFromCode(isEmpty: Bool) {
        splitView.value?.selectionSetFromCode(inColumn: index, isEmpty: isEmpty)
    }

    /// A list with a selection binding in this column rendered.
    @MainActor func registerList(_ list: LazyListNode) { splitView.value?.registerList(list, inColumn: index) }
}

private struct SplitViewColumnKey: EnvironmentKey {
    static let defaultValue: SplitViewColumn? = nil
}

extension EnvironmentValues {
    /// The split view column this view is in, if any.
    var splitViewColumn: SplitViewColumn? {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }
}
