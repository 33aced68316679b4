import Foundation

// The initializers of `Table` that take a collection, with SwiftUI's signatures.

extension Table {
    /// Creates a table with a row for each element of `data`.
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table in which the user may select one row; `selection` holds its id.
    ///
    /// ```swift
    /// Table(people, selection: $selected) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// Creates a table in which the user may select any rows; `selection` holds their ids.
    ///
    /// ```swift
    /// Table(people, selection: $selectedSet) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// Creates a table whose column headers sort: a click writes `sortOrder`, and the app
    /// sorts `data` by it.
    ///
    /// ```swift
    /// Table(people, sortOrder: $order) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table whose headers sort and in which the user may select one row.
    ///
    /// ```swift
    /// Table(people, selection: $selected, sortOrder: $order) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table whose headers sort and in which the user may select any rows.
    ///
    /// ```swift
    /// Table(people, selection: $selectedSet, sortOrder: $order) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }
}
