/// Renders a lazy container: flattens its content into rows, tells the backend's list model
/// what changed, and gives rows nodes only while the backend shows them.
///
/// Rows are keyed by ``RowKey``. Nodes exist for bound rows, parked rows that hold state, and
/// a small pool of stateless rows waiting to be recycled; nothing is kept per element
/// otherwise, so a list of 100,000 elements costs 100,000 keys and a screenful of nodes.
@MainActor
final class LazyListNode: ViewNode, LazyListRowSource {
    private var widget: BackendWidget?
    private var view: (any LazyContainerView)?
    private var configuration: LazyListConfiguration?
    private(set) var selection: ListSelection?
    /// Whether the list is being edited (`\.editMode`): rows show their edit buttons.
    private(set) var isEditing = false
    private(set) var layout = RowLayout()
    private lazy var layoutCache = RowLayoutCache(invalidator: invalidator)
    private var bound: [ObjectIdentifier: LazyRowNode] = [:]
    private(set) var boundByKey: [RowKey: LazyRowNode] = [:]
    private(set) var parked: [RowKey: LazyRowNode] = [:]
    private var pool: [LazyRowNode] = []
    /// While the model changes, binds wait here and are resolved against the final rows.
    private var isChangingModel = false
    private var pendingSlots: [LazyRowSlot] = []
    /// Keys removed by the change being applied: their rows are released, not kept.
    private var deletedKeys: Set<RowKey> = []
    /// The selection as last synchronised with the widget (ids and the rows they were at).
    private var shownSelection: (ids: Set<AnyHashable>, positions: [Int])?
    /// The selected ids as of the last render or the last selection a person made, to tell a
    /// change from code apart (see `LazyListNode+SplitView.swift`).
    var knownSelection: Set<AnyHashable>?
    /// A table's header state (see `LazyListNode+Table.swift`).
    var tableHeaders: TableHeaderController?
    private var renderCount = 0

    private var backend: any LazyListBackend {
        guard let backend = graph.backend as? any LazyListBackend else {
            preconditionFailure("\(type(of: graph.backend)) does not implement LazyListBackend, which List needs")
        }
        return backend
    }

    override var hostWidgets: [BackendWidget] { widget.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { Array(bound.values) + Array(parked.values) + pool }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.view = view as? LazyContainerView
        self.environment = environment
        render()
    }

    override func rerender() { render() }

    private func render() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        renderCount += 1
        // Reads made while flattening (ids, sections built per element) and the selection
        // binding's value are this node's dependencies.
        let (viewConfiguration, newLayout, selection, selectedIDs, isEditing, table) = trackingReads {
            let selection = view.lazySelection
            return (
                view.lazyConfiguration, RowLayout(content: view.lazyContent, cache: layoutCache),
                selection, selection?.read() ?? [], environment.editMode?.wrappedValue.isEditing == true,
                view.lazyTable
            )
        }
        var newConfiguration = viewConfiguration
        if newConfiguration.style == .list {
            newConfiguration.appearance = environment.listAppearance
            newConfiguration.hidesContentBackground = environment.scrollContentBackground == .hidden
        }
        self.isEditing = isEditing
        self.selection = selection
        let widget = self.widget ?? makeWidget(newConfiguration, table: table != nil)
        if let table { applyTable(table, to: widget) }
        if newConfiguration != configuration {
            backend.updateLazyList(widget, configuration: newConfiguration)
            configuration = newConfiguration
            shownSelection = nil
        }
        applyChanges(to: newLayout, in: widget)
        refreshBoundRows()
        syncSelection(selectedIDs, in: widget)
        reportSelectionToSplitView(selectedIDs)
    }

    /// Whether an element row has the id `id`.
    func containsElement(_ id: AnyHashable) -> Bool { !layout.positions(ofElements: [id]).isEmpty }

    /// Scrolls to the row of the element `id`, which need not have a widget yet.
    func scroll(toElement id: AnyHashable, anchor: UnitPoint?) {
        guard let widget, let position = layout.positions(ofElements: [id]).first else { return }
        backend.scrollLazyList(widget, toRow: position, anchor: anchor)
    }

    private func makeWidget(_ configuration: LazyListConfiguration, table: Bool) -> BackendWidget {
        let widget = table ? makeTable(configuration) : backend.makeLazyList(configuration, rows: self)
        // A table is made without a configuration: give it the parts that apply to it.
        if table { backend.updateLazyList(widget, configuration: configuration) }
        self.widget = widget
        self.configuration = configuration
        graph.statistics.recordWidgetCreated()
        return widget
    }

    /// Tells the backend's model how the rows changed; binds it asks for meanwhile are
    /// resolved once the model is consistent again.
    private func applyChanges(to newLayout: RowLayout, in widget: BackendWidget) {
        let diff = RowDiff(from: layout.keys, to: newLayout.keys)
        let isFirst = layout.count == 0 && renderCount == 1
        layout = newLayout
        guard !diff.splices.isEmpty else { return }
        shownSelection = nil
        deletedKeys = diff.deletedKeys
        for key in deletedKeys { parked.removeValue(forKey: key)?.unmount() }
        isChangingModel = true
        for splice in diff.splices { backend.spliceLazyList(widget, splice) }
        isChangingModel = false
        deletedKeys = []
        // Filling a new list is part of creating it; later changes are structural.
        if !isFirst { graph.statistics.recordStructuralChange() }
        let pending = pendingSlots
        pendingSlots = []
        for slot in pending {
            if let position = backend.lazyRowPosition(of: slot, in: widget) { attach(slot, at: position) }
        }
    }

    /// Brings every bound row up to date with the container's latest content.
    private func refreshBoundRows() {
        for node in Array(bound.values) where node.shownInRender != renderCount { refresh(node) }
    }

    // MARK: Rows

    func bindRow(_ slot: LazyRowSlot, at position: Int) {
        if isChangingModel {
            pendingSlots.append(slot)
            return
        }
        attach(slot, at: position)
    }

    func unbindRow(_ slot: LazyRowSlot) {
        pendingSlots.removeAll { $0 === slot }
        guard let node = bound.removeValue(forKey: ObjectIdentifier(slot)) else { return }
        if boundByKey[node.key] === node { boundByKey[node.key] = nil }
        node.slot = nil
        // The slot may show another row next; this one is placed again when it is shown.
        node.placed = nil
        retire(node)
    }

    private func attach(_ slot: LazyRowSlot, at position: Int) {
        guard isMounted, position >= 0, position < layout.count else { return }
        let slotID = ObjectIdentifier(slot)
        let key = layout.keys[position]
        if let current = bound[slotID] {
            if current.key == key { return show(current, at: position) }
            unbindRow(slot)
        }
        let node: LazyRowNode
        if let elsewhere = boundByKey[key], let other = elsewhere.slot {
            // The backend bound the row's new place before releasing the old one.
            bound[ObjectIdentifier(other)] = nil
            node = elsewhere
        } else if let kept = parked.removeValue(forKey: key) {
            node = kept
        } else if let recycled = takeFromPool(segment: key.segment, preferring: slot) {
            node = recycled
        } else {
            node = LazyRowNode(graph: graph, key: key)
            node.parent = self
            node.depth = depth + 1
            node.viewType = LazyRowNode.self
        }
        node.key = key
        node.slot = slot
        node.lastSlot = slot
        bound[slotID] = node
        boundByKey[key] = node
        show(node, at: position)
    }

    private func show(_ node: LazyRowNode, at position: Int) {
        let (segment, index) = layout.locate(position)
        node.shownInRender = renderCount
        node.show({ segment.makeView(index) }, environment: environment)
        place(node)
    }

    /// Re-renders a row whose own reads changed, or whose content changed with the list's.
    func refresh(_ node: LazyRowNode) {
        guard let slot = node.slot, let widget,
            let position = backend.lazyRowPosition(of: slot, in: widget), position < layout.count
        else {
            // Parked and pooled rows are brought up to date when they are shown again.
            node.isDirty = false
            return
        }
        if layout.keys[position] != node.key {
            attach(slot, at: position)
        } else {
            show(node, at: position)
        }
    }

    /// Hands the backend the row's widgets when they or its look changed.
    func place(_ node: LazyRowNode) {
        guard let slot = node.slot, let position = widget.flatMap({ backend.lazyRowPosition(of: slot, in: $0) }),
            position < layout.count
        else { return }
        let kind = rowKind(at: position, shownBy: node)
        let widgets = node.contentWidgets
        if let placed = node.placed, placed.slot == ObjectIdentifier(slot), placed.kind == kind,
            sameWidgets(placed.widgets, widgets)
        {
            return
        }
        node.placed = (ObjectIdentifier(slot), kind, widgets)
        backend.setLazyRowContent(widgets, kind: kind, in: slot)
    }

    /// Keeps, pools or releases a row that left the screen (see ``RowRetention``).
    private func retire(_ node: LazyRowNode) {
        if deletedKeys.contains(node.key) { return node.unmount() }
        switch node.rowRetention {
        case .park: parked[node.key] = node
        case .discard: node.unmount()
        case .recycle:
            pool.append(node)
            // Enough to refill a screen that scrolled by a page; older rows go.
            while pool.count > max(16, bound.count) { pool.removeFirst().unmount() }
        }
    }

    private func takeFromPool(segment: Int, preferring slot: LazyRowSlot) -> LazyRowNode? {
        let index =
            pool.firstIndex { $0.key.segment == segment && $0.lastSlot === slot }
            ?? pool.lastIndex { $0.key.segment == segment }
        return index.map { pool.remove(at: $0) }
    }

    // MARK: Selection

    func rowsSelected(_ positions: [Int]) {
        guard !isChangingModel, let selection, let widget else { return }
        let selectable = positions.filter { layout.elementID(at: $0).map(selection.accepts) ?? false }
        // The arrow keys moved onto a section header: the selection stays where it was, as
        // SwiftUI's sidebar keeps its row while the cursor passes a header.
        if selectable.isEmpty, !positions.isEmpty {
            backend.selectLazyRows(layout.positions(ofElements: knownSelection ?? []), in: widget)
            return
        }
        // Rows the binding cannot hold (headers, static rows) are not selected, whatever
        // path selected them: the widget shows what the binding holds.
        if selectable.count != positions.count { backend.selectLazyRows(selectable, in: widget) }
        let ids = selectable.compactMap { layout.elementID(at: $0) }
        shownSelection = (Set(ids), selectable)
        knownSelection = Set(ids)
        selection.write(ids)
        // In a collapsed split view, choosing a row shows the next column.
        if !ids.isEmpty { environment.splitViewColumn?.userSelected() }
    }

    private func syncSelection(_ ids: Set<AnyHashable>, in widget: BackendWidget) {
        guard selection != nil, shownSelection?.ids != ids else { return }
        let positions = layout.positions(ofElements: ids)
        shownSelection = (ids, positions)
        backend.selectLazyRows(positions, in: widget)
    }

    override func unmount() {
        super.unmount()
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        widget = nil
        tableHeaders = nil
        bound.removeAll()
        boundByKey.removeAll()
        parked.removeAll()
        pool.removeAll()
        pendingSlots.removeAll()
    }
}
