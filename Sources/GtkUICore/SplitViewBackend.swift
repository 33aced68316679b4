/// Turns ``NavigationSplitView``s into a toolkit's resizable columns.
///
/// Design notes:
/// - The view graph mounts every column and keeps it mounted; the backend places them side by
///   side (nested panes for three columns) with the widths a ``SplitViewDescription`` asks for.
/// - The backend watches its own width and reports with `onCollapse` when it becomes narrower
///   than ``SplitViewDescription/collapseWidth`` (true) or wide again (false). While collapsed
///   it shows one column, ``SplitViewDescription/collapsedColumn``, which the view graph moves
///   as the person selects in a column and goes back.
/// - Each split view has a sidebar toggle for the title bar (``sidebarToggle(of:onToggle:)``),
///   which the view graph shows there while the columns sit side by side. The toggle shows
///   whether the sidebar is shown (``SplitViewDescription/visibleColumns``), and reports a
///   person's use with `onToggle`, never the backend's own updates.
/// - The backend keeps a column between its least and greatest width
///   (``SplitColumnWidth/min``, ``SplitColumnWidth/max``) while a person drags a divider.
/// - ``updateSplitView(_:columns:description:)`` writes only what differs, recording each write
///   in ``Backend/statistics``.
/// - Reached through `graph.backend as? any SplitViewBackend`; a backend without split views
///   shows the columns in a row and reports it.
@MainActor
public protocol SplitViewBackend: Backend {
    /// Creates an empty split view that reports when it collapses into one column or expands.
    func makeSplitView(onCollapse: @escaping @MainActor (Bool) -> Void) -> BackendWidget
    /// Holds `columns` (leading first) and lays them out as `description` says.
    func updateSplitView(_ splitView: BackendWidget, columns: [BackendWidget], description: SplitViewDescription)
    /// The split view's sidebar toggle, for the title bar; `onToggle` runs with whether a
    /// person asked to show the sidebar (true) or hide it (false).
    func sidebarToggle(of splitView: BackendWidget, onToggle: @escaping @MainActor (Bool) -> Void) -> BackendWidget
}

/// How a split view shows its columns, resolved by the view graph.
public struct SplitViewDescription: Hashable, Sendable {
    /// Each column's width, leading first; nil where the column sets none.
    public var widths: [SplitColumnWidth?]
    /// Whether each column is shown while the columns sit side by side.
    public var visibleColumns: [Bool]
    /// The column shown while collapsed into one.
    public var collapsedColumn: Int
    /// The width in points below which the columns collapse into one.
    public var collapseWidth: Double

    /// Describes a split view.
    public init(widths: [SplitColumnWidth?], visibleColumns: [Bool], collapsedColumn: Int, collapseWidth: Double = 500)
    {
        self.widths = widths
        self.visibleColumns = visibleColumns
        self.collapsedColumn = collapsedColumn
        self.collapseWidth = collapseWidth
    }
}

/// A split view column's width in points, from `.navigationSplitViewColumnWidth`.
public struct SplitColumnWidth: Hashable, Sendable {
    /// The least width, if any.
    public var min: Double?
    /// The starting width.
    public var ideal: Double
    /// The greatest width, if any.
    public var max: Double?

    /// Describes a column's width.
    public init(min: Double?, ideal: Double, max: Double?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}
