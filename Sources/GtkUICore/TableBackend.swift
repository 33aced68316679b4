/// Turns a `Table` into a toolkit's recycling multi-column list: a lazy list whose rows show one
/// cell per column, under clickable column headers.
///
/// Design notes:
/// - A table is a lazy list (``LazyListBackend``): the same row-count model, splices, binds,
///   selection and row slots. A row's content is one widget per column, in column order; the
///   backend puts each into its column's cell of the row.
/// - Columns are described by ``TableColumnConfiguration`` values and replaced as a whole by
///   ``updateTableColumns(_:_:)``; the backend changes only what differs, matching columns by
///   ``TableColumnConfiguration/id``: a column whose id stays keeps its toolkit column, one
///   with a new id gets a new one, one whose id is gone is removed.
/// - Sorting stays with the app, as in SwiftUI: a header click is reported to the
///   ``TableHeaderSource`` (which writes the `sortOrder` binding; the app sorts its data), and
///   the header's arrow follows ``setTableSortIndicator(_:_:)``.
///
/// ```swift
/// let table = backend.makeTable(configuration, rows: node, headers: controller)
/// backend.updateTableColumns(table, [TableColumnConfiguration(title: "Name", isSortable: true)])
/// ```
@MainActor
public protocol TableBackend: LazyListBackend {
    /// Creates an empty table that asks `rows` for the rows it shows and tells `headers` about
    /// header clicks.
    ///
    /// - Parameters:
    ///   - configuration: The selection mode (the style is ignored).
    ///   - rows: Binds and unbinds rows and hears about user selection; held weakly.
    ///   - headers: Hears which column the user asked to sort by; held weakly.
    /// - Returns: The table widget, to be placed like any other widget.
    func makeTable(
        _ configuration: LazyListConfiguration, rows: any LazyListRowSource, headers: any TableHeaderSource
    ) -> BackendWidget

    /// Makes `columns` the table's columns, in order, changing only what differs.
    func updateTableColumns(_ table: BackendWidget, _ columns: [TableColumnConfiguration])

    /// Shows which column the rows are sorted by, without reporting it as a header click.
    func setTableSortIndicator(_ table: BackendWidget, _ indicator: TableSortIndicator?)

    /// Draws the table as `appearance` says (`.tableStyle(_:)`).
    func setTableAppearance(_ table: BackendWidget, _ appearance: TableAppearance)
}

/// What a table asks of the view graph beyond its rows: sort by a column.
///
/// ```swift
/// headers.sortRequested(column: 0, ascending: true)  // the user clicked the first header
/// ```
@MainActor
public protocol TableHeaderSource: AnyObject {
    /// The user clicked the header of the column at `column`, asking to sort by it in
    /// ascending (`true`) or descending order.
    func sortRequested(column: Int, ascending: Bool)
}

/// One column of a table, as its backend shows it: a header title, whether the header sorts,
/// and its width.
///
/// ```swift
/// TableColumnConfiguration(id: 1, title: "Age", isSortable: true, width: .fixed(60))
/// ```
public struct TableColumnConfiguration: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// As wide as the table's other flexible columns, sharing the space left.
        case flexible
        /// Exactly this many points (`.width(_:)`).
        case fixed(Double)
        /// Bounds and a starting width (`.width(min:ideal:max:)`); nil where not given.
        case range(min: Double?, ideal: Double?, max: Double?)
    }

    /// The column's identity, the same while the column stays in the table (a `ForEach`
    /// element's column keeps it while the element does), and unique among the columns.
    public var id: Int
    /// The header's text.
    public var title: String
    /// Whether clicking the header asks to sort by the column.
    public var isSortable: Bool
    /// How wide the column is.
    public var width: Width

    /// Describes a column; `id` tells it from the table's other columns.
    public init(id: Int = 0, title: String, isSortable: Bool = false, width: Width = .flexible) {
        self.id = id
        self.title = title
        self.isSortable = isSortable
        self.width = width
    }
}

/// The column a table's rows are sorted by, and in which direction: the arrow in its header.
///
/// ```swift
/// backend.setTableSortIndicator(table, TableSortIndicator(column: 1, ascending: false))
/// ```
public struct TableSortIndicator: Hashable, Sendable {
    /// The column's position.
    public var column: Int
    /// Whether the rows ascend (`SortOrder.forward`) or descend.
    public var ascending: Bool

    /// Describes a sorted column.
    public init(column: Int, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }
}

/// How a table is drawn, from `.tableStyle(_:)`.
///
/// ```swift
/// TableAppearance(style: .bordered, alternatesRowBackgrounds: true)
/// ```
public struct TableAppearance: Hashable, Sendable {
    /// The lines and frame.
    public enum Style: Hashable, Sendable {
        /// Lines between columns.
        case automatic
        /// No lines between columns or rows.
        case inset
        /// Lines between columns and rows, in a frame.
        case bordered
    }

    /// The lines and frame.
    public var style: Style
    /// Whether every other row is shaded.
    public var alternatesRowBackgrounds: Bool

    /// Describes a table's look.
    public init(style: Style = .automatic, alternatesRowBackgrounds: Bool = false) {
        self.style = style
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
}
