import Foundation

/// Columns of a ``Table`` computed from a collection: one column (or several) per element,
/// added and removed as the data changes.
///
/// Each element's columns keep their identity while the element does (by its id), so the
/// table keeps their GTK columns, widths and cells; only the columns of elements that came or
/// went are created or removed.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumnForEach(fields) { field in
///         TableColumn(field.title) { person in Text(person[field]) }
///     }
/// }
/// ```
///
/// `ForEach` works among the columns too, when the closure names the row type
/// (`{ (person: Person) in … }`): Swift infers it only through this type.
public struct TableColumnForEach<
    Data: RandomAccessCollection, ID: Hashable, RowValue, Sort: SortComparator, Content: TableColumnContent
>: TableColumnContent where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// The columns are shown directly.
    public typealias TableColumnBody = Never

    let forEach: ForEach<Data, ID, Content>

    /// Creates columns for identifiable `data`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Never> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        forEach = ForEach(data, identify: { $0.id }, content: content)
    }

    /// Creates columns for `data`, identified by the element's property at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Never> content: @escaping (Data.Element) -> Content
    ) {
        forEach = ForEach(data, identify: { $0[keyPath: id] }, content: content)
    }

    /// Creates columns for a range of integers.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Never> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        forEach = ForEach(data, identify: { $0 }, content: content)
    }

    /// The columns are shown directly.
    public var tableColumnBody: Never { fatalError("TableColumnForEach has no body") }
}

extension TableColumnForEach: TableColumnList {
    var tableColumnSpecs: [TableColumnSpec] { forEach.tableColumnSpecs }
}
