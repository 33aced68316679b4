import Foundation

// `ForEach` among a table's rows and among its columns, as in SwiftUI.

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Content.TableRowValue
    /// Shown directly, without a body.
    public typealias TableRowBody = Never
}

extension ForEach where Content: TableRowContent {
    /// Creates a table's rows for identifiable `data`.
    ///
    /// ```swift
    /// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
    ///     ForEach(people) { TableRow($0) }
    /// }
    /// ```
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, identify: { $0.id }, content: content)
    }

    /// Creates a table's rows for `data`, identified by the element's property at `id`.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { TableRow(Person(name: $0)) }
    /// ```
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: TableRowList where Content: TableRowContent {
    func tableRows(columns: [TableColumnSpec]) -> any View {
        let content = content
        guard Content.self is any SingleTableRow.Type else {
            // Several rows per element: each element's rows under its id.
            return TableRowGroup(
                data.map { element in (AnyHashable(identify(element)), content(element).rowsView(columns: columns)) })
        }
        // One row per element: a lazy row each, identified by the row's value, built on screen.
        return ForEach<Data, AnyHashable, TableRowCells>(
            data, identify: { (content($0) as! any SingleTableRow).rowID },
            content: { TableRowCells(value: (content($0) as! any SingleTableRow).rowValue, columns: columns) })
    }
}

extension ForEach: TableColumnContent where Content: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = Content.TableRowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    /// The columns are shown directly.
    public typealias TableColumnBody = Never

    /// The columns are shown directly.
    public var tableColumnBody: Never { fatalError("ForEach has no table column body") }
}

extension ForEach where Content: TableColumnContent {
    /// Creates a table's columns for identifiable `data`: a column per element, added and
    /// removed as the data changes.
    ///
    /// ```swift
    /// Table(people) {
    ///     TableColumn("Name", value: \.name)
    ///     ForEach(fields) { field in TableColumn(field.title) { Text($0[field]) } }
    /// }
    /// ```
    public init<V>(
        _ data: Data,
        @TableColumnBuilder<V, Never> content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, identify: { $0.id }, content: content)
    }

    /// Creates a table's columns for `data`, identified by the element's property at `id`.
    ///
    /// ```swift
    /// ForEach(fieldNames, id: \.self) { name in TableColumn(name) { Text($0[name]) } }
    /// ```
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<V, Never> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: TableColumnList where Content: TableColumnContent {
    var tableColumnSpecs: [TableColumnSpec] {
        data.flatMap { element in content(element).flattenedColumns.placed(at: AnyHashable(identify(element))) }
    }
}
