import Foundation

// The initializers of `Table` whose rows a `TableRowBuilder` closure builds, with SwiftUI's
// signatures.

extension Table {
    /// Creates a table whose rows `rows` builds: ``TableRow``s and `ForEach`es of them.
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Name", value: \.name)
    /// } rows: {
    ///     TableRow(Person.owner)
    ///     ForEach(people) { TableRow($0) }
    /// }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table whose rows `rows` builds, in which the user may select one row.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selected) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// Creates a table whose rows `rows` builds, in which the user may select any rows.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selectedSet) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// Creates a table whose rows `rows` builds and whose headers sort: a click writes
    /// `sortOrder`, and the app orders its rows by it.
    ///
    /// ```swift
    /// Table(of: Person.self, sortOrder: $order) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table whose rows `rows` builds, whose headers sort, and in which the user may
    /// select one row.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selected, sortOrder: $order) { … } rows: { … }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: TableSorting(sortOrder))
    }

    /// Creates a table whose rows `rows` builds, whose headers sort, and in which the user may
    /// select any rows.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selectedSet, sortOrder: $order) { … } rows: { … }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(selection), sorting: TableSorting(sortOrder))
    }
}
