import Foundation

/// The rows of a ``Table``: a type that names the value each row shows.
///
/// Tables made from a collection (`Table(people) { … }`) hold a ``TableForEachContent``; tables
/// made with `Table(of:columns:rows:)` hold what their ``TableRowBuilder`` closure builds:
/// ``TableRow``s, `ForEach`es of them, `if`s and your own types. A type of your own describes
/// its rows in ``tableRowBody``, as a view does in its body.
///
/// ```swift
/// struct TeamRows: TableRowContent {
///     let team: Team
///     var tableRowBody: some TableRowContent<Person> {
///         TableRow(team.lead)
///         ForEach(team.members) { TableRow($0) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The value each row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the rows ``tableRowBody`` builds: `Never` for the built-in rows.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

/// Row content the table turns into its rows itself.
@MainActor
protocol TableRowList {
    /// The lazy container content showing these rows in `columns`: one row per value.
    func tableRows(columns: [TableColumnSpec]) -> any View
}

extension TableRowContent {
    /// The rows of any row content: built-in ones directly, others through their body.
    func rowsView(columns: [TableColumnSpec]) -> any View {
        if let list = self as? TableRowList { return list.tableRows(columns: columns) }
        return tableRowBody.rowsView(columns: columns)
    }
}

extension TableRowContent where TableRowBody == Never {
    /// The built-in rows are shown directly: they have no body.
    public var tableRowBody: Never { fatalError("\(Self.self) has no table row body") }
}

/// `Never` is the body of the built-in rows, as in SwiftUI.
extension Never: TableRowContent {
    /// Never shows a row.
    public typealias TableRowValue = Never
    /// Never has rows.
    public typealias TableRowBody = Never
}

/// The rows of a table made from a collection: one row per element, identified by its `id`.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }  // rows: TableForEachContent<[Person]>
/// ```
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The value each row shows: an element.
    public typealias TableRowValue = Data.Element
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
    /// The elements, one per row.
    public var data: Data

    init(_ data: Data) { self.data = data }
}

extension TableForEachContent: TableRowList {
    func tableRows(columns: [TableColumnSpec]) -> any View {
        ForEach(data) { TableRowCells(value: $0, columns: columns) }
    }
}

/// Several rows built by one ``TableRowBuilder`` closure, in order.
///
/// ```swift
/// let rows = TableRowBuilder<Person>.buildBlock(TableRow(lead), ForEach(members) { TableRow($0) })
/// ```
public struct TupleTableRowContent<Value: Identifiable, Content>: TableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Value
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
    /// The rows, as a tuple.
    public var value: Content
    let parts: [any TableRowContent]

    init(value: Content, parts: [any TableRowContent]) {
        self.value = value
        self.parts = parts
    }
}

extension TupleTableRowContent: TableRowList {
    func tableRows(columns: [TableColumnSpec]) -> any View {
        TableRowGroup(parts.enumerated().map { index, part in (index, part.rowsView(columns: columns)) })
    }
}

/// No rows: an empty ``TableRowBuilder`` closure.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {}
/// ```
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    /// The value rows would show.
    public typealias TableRowValue = Value
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
}

extension EmptyTableRowContent: TableRowList {
    func tableRows(columns: [TableColumnSpec]) -> any View { EmptyView() }
}

/// The rows of an `if` without `else` in a ``TableRowBuilder``: shown while it holds.
extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
}

extension Optional: TableRowList where Wrapped: TableRowContent {
    func tableRows(columns: [TableColumnSpec]) -> any View {
        TableRowGroup(self.map { [("some", $0.rowsView(columns: columns))] } ?? [])
    }
}

/// The rows of an `if`/`else` in a ``TableRowBuilder``: those of the branch taken.
extension _ConditionalContent: TableRowContent
where
    TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue
{
    /// The value each row shows.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
}

extension _ConditionalContent: TableRowList
where
    TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue
{
    func tableRows(columns: [TableColumnSpec]) -> any View {
        // Each branch is a different place: switching branches gives its rows new identities.
        switch storage {
        case .trueContent(let rows): TableRowGroup([(true, rows.rowsView(columns: columns))])
        case .falseContent(let rows): TableRowGroup([(false, rows.rowsView(columns: columns))])
        }
    }
}

/// Rows from several places of a table's row content, each under its own key.
struct TableRowGroup: View, PrimitiveView, LazyRowContent, TupleViewChildren {
    typealias Body = Never
    let parts: [(key: AnyHashable, rows: any View)]

    init(_ parts: [(key: AnyHashable, rows: any View)]) { self.parts = parts }

    var childViews: [any View] { parts.map(\.rows) }

    func makeNode(in graph: ViewGraph) -> ViewNode { TupleNode(graph: graph) }

    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        for part in parts { builder.append(part.rows, path: path + [part.key]) }
    }
}
