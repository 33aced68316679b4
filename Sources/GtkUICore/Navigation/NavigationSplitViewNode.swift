/// Renders a ``NavigationSplitView``: a mounted pane per column, side by side or, in a narrow
/// window, one at a time.
///
/// While collapsed, a person's selection in a column's list shows the next column, and the
/// window's back button shows the previous one; the columns stay mounted throughout, so their
/// state survives collapsing, expanding and going back.
@MainActor
final class NavigationSplitViewNode: ViewNode {
    private var widget: BackendWidget?
    private var columns: [PaneNode] = []
    private var widths: [SplitColumnWidth?] = []
    private var visibility: Binding<NavigationSplitViewVisibility>?
    /// Whether the backend shows one column at a time.
    private(set) var isCollapsed = false
    /// The column shown while collapsed.
    private(set) var collapsedColumn = 0
    private var showsBackButton = false

    private var backend: (any SplitViewBackend)? { graph.backend as? any SplitViewBackend }

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
        } else {
            Diagnostics.emitOnce(
                "NavigationSplitView in \(viewPath): \(type(of: graph.backend)) has no split views (SplitViewBackend), "
                    + "so the columns are shown in a row. Use a backend that conforms to SplitViewBackend.")
            widget = graph.backend.makeStack(axis: .horizontal)
        }
        graph.statistics.recordWidgetCreated()
    }

    private func layOut() {
        guard let widget else { return }
        let containers = columns.compactMap(\.container)
        guard let backend else {
            graph.backend.setChildren(containers, of: widget)
            return
        }
        let shown = trackingReads { visibility?.wrappedValue } ?? .automatic
        let count = columns.count
        backend.updateSplitView(
            widget, columns: containers,
            description: SplitViewDescription(
                widths: widths, visibleColumns: (0..<count).map { shown.shows(column: $0, of: count) },
                collapsedColumn: collapsedColumn))
        syncBackButton()
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
        collapsedColumn = index + 1
        graph.statistics.recordStructuralChange()
        layOut()
    }

    /// Shows the previous column while collapsed (the back button, Escape, Alt+Left).
    func goBack() {
        guard isCollapsed, collapsedColumn > 0 else { return }
        collapsedColumn -= 1
        graph.statistics.recordStructuralChange()
        layOut()
    }

    private func syncBackButton() {
        let wanted = isCollapsed && collapsedColumn > 0
        guard wanted || showsBackButton, let chrome = environment.windowChrome else { return }
        showsBackButton = wanted
        if wanted {
            chrome.setBackButton(visible: true) { [weak self] in self?.goBack() }
        } else {
            chrome.setBackButton(visible: false, action: nil)
        }
    }

    override func hostWidgetsDidChange() {}

    override func unmount() {
        if showsBackButton { environment.windowChrome?.setBackButton(visible: false, action: nil) }
        showsBackButton = false
        super.unmount()
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        columns.removeAll()
        widget = nil
    }
}

/// The split view column a view is in, so a list's selection can move a collapsed split view on.
struct SplitViewColumn {
    let splitView: WeakReference<NavigationSplitViewNode>
    let index: Int

    @MainActor func userSelected() { splitView.value?.userSelected(inColumn: index) }
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
