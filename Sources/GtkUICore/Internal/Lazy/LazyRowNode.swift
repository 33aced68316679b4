/// One row of a lazy container while it has nodes: bound to a backend slot, parked with its
/// state, or pooled for recycling (see ``RowRetention``).
///
/// Its content's widgets are placed in the slot by the list, never in a parent container.
/// The row's view is built by a closure (a `ForEach` element's content), and reads made by
/// that closure are this node's dependencies, so a change to one element's data re-renders
/// that row alone.
@MainActor
final class LazyRowNode: ViewNode {
    /// The row this node shows, or showed last.
    var key: RowKey
    /// The slot showing this row, while bound.
    var slot: LazyRowSlot?
    /// The slot that showed it last, so a pooled row rebound to the same slot moves nothing.
    weak var lastSlot: LazyRowSlot?
    /// What was last handed to the backend, so an unchanged row is not placed again.
    var placed: (slot: ObjectIdentifier, kind: LazyRowKind, widgets: [BackendWidget])?
    /// The list's render in which the row was last shown.
    var shownInRender = -1
    private(set) var child: ViewNode?
    /// Set by `.deleteDisabled(true)` and `.moveDisabled(true)` in the row's content.
    var isDeleteDisabled = false
    var isMoveDisabled = false

    init(graph: ViewGraph, key: RowKey) {
        self.key = key
        super.init(graph: graph)
    }

    /// The widgets that show the row.
    var contentWidgets: [BackendWidget] { child?.hostWidgets ?? [] }

    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    /// Shows the view `makeView` builds, recording its reads as this row's dependencies.
    func show(_ makeView: () -> any View, environment: EnvironmentValues) {
        self.environment = environment
        isDirty = false
        lastUpdatedPass = graph.passCount
        let view = trackingReads(makeView)
        child = reconcile(child, with: view, environment: environment)
    }

    override func rerender() {
        guard let list = parent as? LazyListNode else { return }
        list.refresh(self)
    }

    override func hostWidgetsDidChange() {
        (parent as? LazyListNode)?.place(self)
    }

    override func unmount() {
        super.unmount()
        child = nil
        slot = nil
        placed = nil
    }
}
