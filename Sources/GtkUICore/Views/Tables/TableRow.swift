import Foundation

/// One row of a ``Table`` built with `Table(of:columns:rows:)`: the row that shows `value`.
///
/// The row is identified by the value's `id`, which a selection binding holds when the user
/// selects it. Static rows and `ForEach` rows mix in one table.
///
/// ```swift
/// Table(of: Person.self, selection: $selection) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person.owner)
///     ForEach(people) { TableRow($0) }
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The value the row shows.
    public typealias TableRowValue = Value
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
    let value: Value

    /// Creates the row that shows `value`.
    public init(_ value: Value) { self.value = value }
}

/// Content that is exactly one row: a `ForEach` of it is one lazy row per element.
@MainActor
protocol SingleTableRow {
    var rowValue: Any { get }
    var rowID: AnyHashable { get }
}

extension TableRow: SingleTableRow, TableRowList {
    var rowValue: Any { value }
    var rowID: AnyHashable { AnyHashable(value.id) }

    func tableRows(columns: [TableColumnSpec]) -> any View {
        // A one-element ForEach: its row carries the value's id, so a selection can hold it.
        ForEach([value]) { TableRowCells(value: $0, columns: columns) }
    }
}
