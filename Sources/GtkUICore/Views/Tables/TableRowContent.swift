import Foundation

/// The rows of a ``Table``: a type that names the value each row shows.
///
/// Tables made from a collection (`Table(people) { … }`) hold a ``TableForEachContent``.
///
/// ```swift
/// let rows: TableForEachContent<[Person]> = …
/// ```
@MainActor
public protocol TableRowContent<TableRowValue> {
    /// The value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// The rows of a table made from a collection: one row per element, identified by its `id`.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }  // rows: TableForEachContent<[Person]>
/// ```
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The value each row shows: an element.
    public typealias TableRowValue = Data.Element
    /// The elements, one per row.
    public var data: Data

    init(_ data: Data) { self.data = data }
}
