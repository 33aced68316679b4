import GtkUICore

/// What a recycling list widget does, in memory: a row count, a viewport of visible
/// positions, slots bound for the visible rows only, and a selection by position.
///
/// It binds as GTK does: when the model changes, positions after the change shift, removed
/// rows' slots are released after the new rows are bound, and only positions in the viewport
/// ever get a slot.
@MainActor
final class LazyListSimulation {
    let list: TestWidget
    weak var rows: (any LazyListRowSource)?
    var configuration: LazyListConfiguration
    private(set) var rowCount = 0
    private(set) var viewportStart = 0
    let viewportSize: Int
    /// Bound slots by position.
    private(set) var slots: [Int: TestWidget] = [:]
    private(set) var selection: [Int] = []
    private(set) var splices: [LazyListSplice] = []

    init(list: TestWidget, configuration: LazyListConfiguration, rows: any LazyListRowSource, viewportSize: Int) {
        self.list = list
        self.configuration = configuration
        self.rows = rows
        self.viewportSize = viewportSize
    }

    var visiblePositions: Range<Int> { viewportStart..<min(rowCount, viewportStart + viewportSize) }

    func position(of slot: TestWidget) -> Int? {
        slots.first { $0.value === slot }?.key
    }

    func splice(_ splice: LazyListSplice) {
        splices.append(splice)
        let end = splice.position + splice.removedCount
        let shift = splice.addedCount - splice.removedCount
        var released: [TestWidget] = []
        var moved: [Int: TestWidget] = [:]
        for (position, slot) in slots {
            if position < splice.position {
                moved[position] = slot
            } else if position < end {
                released.append(slot)
            } else {
                moved[position + shift] = slot
            }
        }
        slots = moved
        selection = selection.compactMap { $0 < splice.position ? $0 : $0 < end ? nil : $0 + shift }
        rowCount += shift
        viewportStart = max(0, min(viewportStart, rowCount - viewportSize))
        fillViewport()
        for slot in released { rows?.unbindRow(slot) }
        showSlots()
    }

    func scroll(to position: Int) {
        viewportStart = max(0, min(position, rowCount - viewportSize))
        fillViewport()
        showSlots()
    }

    /// Binds the visible positions that have no slot and releases slots scrolled away.
    private func fillViewport() {
        let visible = visiblePositions
        for (position, slot) in slots where !visible.contains(position) {
            slots[position] = nil
            rows?.unbindRow(slot)
        }
        for position in visible where slots[position] == nil {
            let slot = TestWidget(kind: "LazyRow")
            slot.parent = list
            slots[position] = slot
            rows?.bindRow(slot, at: position)
        }
    }

    private func showSlots() {
        list.children = slots.keys.sorted().compactMap { slots[$0] }
    }

    /// Selects rows as the user would; unselectable rows (headers) are skipped.
    func userSelect(_ positions: [Int]) {
        guard configuration.selectionMode != .none else { return }
        var chosen = positions.filter { position in
            guard let slot = slots[position] else { return true }
            return slot.properties["selectable"] as? Bool ?? false
        }
        if configuration.selectionMode == .single { chosen = Array(chosen.prefix(1)) }
        selection = chosen.sorted()
        rows?.rowsSelected(selection)
    }

    func select(_ positions: [Int]) {
        selection = positions.sorted()
    }
}
