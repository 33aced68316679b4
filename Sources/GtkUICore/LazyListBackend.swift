/// A row container handed out by a lazy list: the backend's recycled row (a `GtkListItem`).
///
/// The core never looks inside it; it passes it back to place a row's widgets in it.
public typealias LazyRowSlot = AnyObject

/// Turns the view graph's lazy containers (`List`, `LazyVStack`, `LazyVGrid`) into a
/// toolkit's recycling list widget.
///
/// Design notes:
/// - The list widget holds a model of row *positions*, not of views: ``spliceLazyList(_:_:)``
///   says that `removedCount` rows at `position` were replaced by `addedCount` new ones
///   (GListModel's `items-changed`). The model never holds an object per row.
/// - The backend creates row slots only for the rows it shows and asks the core to fill them
///   through ``LazyListRowSource/bindRow(_:at:)``; when a row leaves the screen it calls
///   ``LazyListRowSource/unbindRow(_:)``. The core answers with
///   ``setLazyRowContent(_:kind:in:)``, moving already built widgets between slots when it
///   recycles a row.
/// - A bind may arrive while the core is changing the model (a toolkit binds synchronously
///   inside `items-changed`); the core then asks ``lazyRowPosition(of:in:)`` once the model
///   is consistent again.
/// - Selection is by position both ways: ``selectLazyRows(_:in:)`` from the core, and
///   ``LazyListRowSource/rowsSelected(_:)`` when the user selects.
/// - Everything runs on the main actor.
///
/// ```swift
/// let list = backend.makeLazyList(configuration, rows: node)
/// backend.spliceLazyList(list, LazyListSplice(position: 0, removedCount: 0, addedCount: 100_000))
/// ```
@MainActor
public protocol LazyListBackend: Backend {
    /// Creates an empty lazy list that asks `rows` for the rows it shows.
    ///
    /// - Parameters:
    ///   - configuration: Style, selection mode, spacing and grid columns.
    ///   - rows: Binds and unbinds rows and hears about user selection; held weakly.
    /// - Returns: The list widget, to be placed like any other widget.
    func makeLazyList(_ configuration: LazyListConfiguration, rows: any LazyListRowSource) -> BackendWidget

    /// Applies a changed configuration to a list made by ``makeLazyList(_:rows:)``.
    ///
    /// Only the spacing, alignment and a grid's columns change: the selection mode and whether
    /// the list is a grid are fixed by the view that made it (a `List` without a selection
    /// binding keeps its mode and makes no row selectable).
    func updateLazyList(_ list: BackendWidget, configuration: LazyListConfiguration)

    /// Tells the list that rows were replaced, as GListModel's `items-changed` does.
    func spliceLazyList(_ list: BackendWidget, _ splice: LazyListSplice)

    /// Shows `content` (a row's widgets, in order) in `slot`, styled as `kind`.
    func setLazyRowContent(_ content: [BackendWidget], kind: LazyRowKind, in slot: LazyRowSlot)

    /// The position `slot` shows now, or nil when it shows no row.
    func lazyRowPosition(of slot: LazyRowSlot, in list: BackendWidget) -> Int?

    /// Selects exactly the rows at `positions` without reporting it back as a user selection.
    func selectLazyRows(_ positions: [Int], in list: BackendWidget)
    /// Scrolls the list so that the row at `position` shows at `anchor` of the visible area, or
    /// just shows when `anchor` is nil (for `ScrollViewProxy.scrollTo`).
    func scrollLazyList(_ list: BackendWidget, toRow position: Int, anchor: UnitPoint?)
}

/// What a lazy list asks of the view graph: fill a slot, empty it, take a user selection.
///
/// Implemented by the graph's node for `List`, `LazyVStack` and `LazyVGrid`.
///
/// ```swift
/// rows.bindRow(slot, at: 3)  // the row at position 3 scrolled into view
/// rows.unbindRow(slot)       // and out again
/// ```
@MainActor
public protocol LazyListRowSource: AnyObject {
    /// `slot` now shows the row at `position`; the source fills it with
    /// ``LazyListBackend/setLazyRowContent(_:kind:in:)``.
    func bindRow(_ slot: LazyRowSlot, at position: Int)
    /// `slot` no longer shows a row (it scrolled away or its row was removed).
    func unbindRow(_ slot: LazyRowSlot)
    /// The user selected exactly the rows at `positions`.
    func rowsSelected(_ positions: [Int])
    /// The user asked to delete the rows at `positions` (the Delete key); returns whether any
    /// of them could be deleted (their `ForEach` has `.onDelete`).
    func deleteRows(_ positions: [Int]) -> Bool
    /// The user asked to move the row at `position` one place up (`offset` -1) or down (+1)
    /// (Alt+Up, Alt+Down); returns whether it could move (its `ForEach` has `.onMove`).
    func moveRow(at position: Int, by offset: Int) -> Bool
}

/// One `items-changed`: `removedCount` rows at `position` were replaced by `addedCount` rows.
///
/// ```swift
/// LazyListSplice(position: 2, removedCount: 0, addedCount: 1)  // one row inserted at 2
/// ```
public struct LazyListSplice: Hashable, Sendable, CustomStringConvertible {
    /// The first position that changed.
    public var position: Int
    /// How many rows were removed there.
    public var removedCount: Int
    /// How many rows were inserted there.
    public var addedCount: Int

    /// Describes a change at `position`.
    public init(position: Int, removedCount: Int, addedCount: Int) {
        self.position = position
        self.removedCount = removedCount
        self.addedCount = addedCount
    }

    /// `@2 -0 +1` for one row inserted at position 2.
    public var description: String { "@\(position) -\(removedCount) +\(addedCount)" }
}

/// How a lazy row is shown.
///
/// ```swift
/// backend.setLazyRowContent([label], kind: .header, in: slot)
/// ```
public enum LazyRowKind: Hashable, Sendable {
    /// An ordinary row, which the user may select when `isSelectable`, showing the buttons
    /// `editActions` while its list is being edited.
    case row(isSelectable: Bool, editActions: LazyRowEditActions = [])
    /// A section header: heading text, never selectable.
    case header
    /// A section footer: dimmed text, never selectable.
    case footer
}

/// The buttons a lazy list's row shows while the list is being edited (``EditMode``): each
/// asks the row source to delete or move the row, as the Delete key and Alt+Up/Down do.
///
/// ```swift
/// backend.setLazyRowContent([label], kind: .row(isSelectable: false, editActions: [.delete]), in: slot)
/// ```
public struct LazyRowEditActions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A delete button (the row's `ForEach` has `.onDelete`).
    public static let delete = LazyRowEditActions(rawValue: 1 << 0)
    /// Move-up and move-down buttons (the row's `ForEach` has `.onMove`).
    public static let move = LazyRowEditActions(rawValue: 1 << 1)
    /// With `.move`: the row is its `ForEach`'s first, so its move-up button is disabled.
    public static let cannotMoveUp = LazyRowEditActions(rawValue: 1 << 2)
    /// With `.move`: the row is its `ForEach`'s last, so its move-down button is disabled.
    public static let cannotMoveDown = LazyRowEditActions(rawValue: 1 << 3)
}
