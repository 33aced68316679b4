import GtkUICore

/// Driving and reading a `LazyList` test widget (a `List`, `LazyVStack` or `LazyVGrid` on the
/// ``RecordingBackend``) as a user and a test would.
///
/// ```swift
/// let list = host.root.find("LazyList")!
/// list.scrollRows(to: 99_990)
/// host.settle()
/// #expect(host.texts.last == "Row 99999")
/// ```
extension TestWidget {
    /// The number of rows in the list's model.
    public var rowCount: Int { lazySimulation.rowCount }

    /// The positions that have a bound slot, in order.
    public var boundRowPositions: [Int] { lazySimulation.slots.keys.sorted() }

    /// Every change the list's model was told about, oldest first.
    public var lazySplices: [LazyListSplice] { lazySimulation.splices }

    /// The selected positions, as the widget shows them.
    public var selectedRows: [Int] { lazySimulation.selection }

    /// The slot showing `position`, if it is bound: its children are the row's widgets.
    public func rowSlot(at position: Int) -> TestWidget? { lazySimulation.slots[position] }

    /// Scrolls so that the viewport starts at `position` (clamped to the end), binding the rows
    /// that come into view and unbinding those that leave it.
    public func scrollRows(to position: Int) { lazySimulation.scroll(to: position) }

    /// Selects the rows at `positions` as clicking (or Ctrl-clicking) them would, reporting the
    /// selection to the view; header rows cannot be selected.
    public func selectRows(_ positions: [Int]) { lazySimulation.userSelect(positions) }

    /// Asks the view to delete the rows at `positions`, as pressing Delete on them does;
    /// returns whether any could be deleted.
    @discardableResult
    public func deleteRows(_ positions: [Int]) -> Bool { lazySimulation.rows?.deleteRows(positions) ?? false }

    /// Asks the view to move the row at `position` up (-1) or down (+1), as Alt+Up and
    /// Alt+Down do; returns whether it could move.
    @discardableResult
    public func moveRow(at position: Int, by offset: Int) -> Bool {
        lazySimulation.rows?.moveRow(at: position, by: offset) ?? false
    }

    private var lazySimulation: LazyListSimulation {
        guard let lazyList else { preconditionFailure("\(kind) is not a lazy list") }
        return lazyList
    }
}
