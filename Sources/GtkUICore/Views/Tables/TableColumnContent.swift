import Foundation

/// One or more columns of a ``Table``, as a ``TableColumnBuilder`` closure builds them.
///
/// ``TableColumn`` is a column; several statements of a builder make a
/// ``TupleTableColumnContent``. Each names the type of the rows it shows and the comparator
/// its header sorts with (`Never` for columns that do not sort).
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age") { Text("\($0.age)") }
/// }
/// ```
@MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the table's rows.
    associatedtype TableRowValue
    /// The comparator the columns' headers sort with.
    associatedtype TableColumnSortComparator: SortComparator
    /// The content's body type: `Never` for the built-in columns.
    associatedtype TableColumnBody
    /// The columns this content is made of; the built-in columns have none and are shown
    /// directly.
    var tableColumnBody: TableColumnBody { get }
}

/// Content the table flattens into columns itself.
@MainActor
protocol TableColumnList {
    /// The columns, in order.
    var tableColumnSpecs: [TableColumnSpec] { get }
}

/// Several columns built by one ``TableColumnBuilder`` closure, in order.
///
/// ```swift
/// let columns = TableColumnBuilder<Person, Never>.buildBlock(nameColumn, ageColumn)
/// ```
public struct TupleTableColumnContent<RowValue, Sort: SortComparator, T>: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// Tuple contents are shown directly.
    public typealias TableColumnBody = Never

    /// The columns, as a tuple.
    public var value: T
    let specs: [TableColumnSpec]

    /// - Parameter parts: Each statement's columns, in order.
    init(value: T, parts: [[TableColumnSpec]]) {
        self.value = value
        self.specs = parts.enumerated().flatMap { index, columns in columns.placed(at: index) }
    }

    /// Tuple contents have no body.
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }
}

extension TupleTableColumnContent: TableColumnList {
    var tableColumnSpecs: [TableColumnSpec] { specs }
}

extension TableColumnContent {
    /// The columns of any column content: built-in ones directly, others through their body.
    var flattenedColumns: [TableColumnSpec] {
        if let list = self as? TableColumnList { return list.tableColumnSpecs }
        if let body = tableColumnBody as? any TableColumnContent { return body.flattenedColumns }
        return []
    }
}

/// A column shown only while an `if` in a ``TableColumnBuilder`` holds.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The comparator the wrapped columns sort with.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// Optional columns are shown directly.
    public typealias TableColumnBody = Never

    /// Optional columns have no body.
    public var tableColumnBody: Never { fatalError("an optional table column has no body") }
}

extension Optional: TableColumnList where Wrapped: TableColumnContent {
    var tableColumnSpecs: [TableColumnSpec] { self?.flattenedColumns.placed(at: "some") ?? [] }
}

/// The columns of an `if`/`else` in a ``TableColumnBuilder``: those of the branch taken.
extension _ConditionalContent: TableColumnContent
where
    TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    /// The type of the table's rows.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The comparator both branches' columns sort with.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// Conditional columns are shown directly.
    public typealias TableColumnBody = Never

    /// Conditional columns have no body.
    public var tableColumnBody: Never { fatalError("conditional table columns have no body") }
}

extension _ConditionalContent: TableColumnList
where
    TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    var tableColumnSpecs: [TableColumnSpec] {
        // Each branch is a different place: switching branches gives its columns new identities.
        switch storage {
        case .trueContent(let columns): columns.flattenedColumns.placed(at: true)
        case .falseContent(let columns): columns.flattenedColumns.placed(at: false)
        }
    }
}
