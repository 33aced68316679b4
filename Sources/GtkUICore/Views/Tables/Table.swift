import Foundation

/// Rows of data in columns, under headers that sort: a `GtkColumnView` that builds only the
/// rows on screen.
///
/// Each element of the data is a row, identified by its `id`; each ``TableColumn`` is a column
/// with a header and a cell per row. The table scrolls, and like ``List`` it keeps widgets only
/// for the rows on screen, recycling them as it scrolls; a row's `@State` survives scrolling.
///
/// With `selection:` the user selects a row by clicking it or with the arrow keys (several
/// with Ctrl and Shift, for a `Set`), and the binding holds the selected rows' ids. With
/// `sortOrder:` the headers of columns made with `value:` (or `sortUsing:`) sort: a click puts
/// the column's comparator first in the binding, a second click reverses it, and the app sorts
/// its data by the binding, as in SwiftUI.
///
/// ```swift
/// struct PeopleTable: View {
///     @State private var people = Person.all
///     @State private var selection: Person.ID?
///     @State private var order = [KeyPathComparator(\Person.name)]
///
///     var body: some View {
///         Table(people, selection: $selection, sortOrder: $order) {
///             TableColumn("Name", value: \.name)
///             TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
///         }
///         .onChange(of: order) { _, order in people.sort(using: order) }
///     }
/// }
/// ```
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    /// Tables are primitive.
    public typealias Body = Never
    let rows: any View
    let columns: [TableColumnSpec]
    let selection: ListSelection?
    let sorting: TableSorting?

    init(rows: Rows, columns: Columns, selection: ListSelection?, sorting: TableSorting?) {
        let specs = columns.flattenedColumns.uniquelyIdentified()
        self.columns = specs
        self.rows = rows.rowsView(columns: specs)
        self.selection = selection
        self.sorting = sorting
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }
}

extension Table: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        LazyListConfiguration(style: .list, selectionMode: selection?.mode ?? .none)
    }
    var lazyContent: any View { rows }
    var lazySelection: ListSelection? { selection }
    var lazyTable: LazyTableState? {
        let columns = columns
        let sorting = sorting
        return LazyTableState(
            columns: columns, indicator: sorting?.indicator(columns),
            sort: sorting.map { sorting in { sorting.sort(columns, $0, $1) } },
            sortable: columns.map { column in column.comparator.map { sorting?.accepts($0) ?? false } ?? false })
    }
}

/// A table's `sortOrder` binding without its comparator type.
@MainActor
struct TableSorting {
    /// The column the binding's first comparator sorts by, and its direction.
    let indicator: ([TableColumnSpec]) -> TableSortIndicator?
    /// Writes the binding for a click on a column's header (column, ascending).
    let sort: ([TableColumnSpec], Int, Bool) -> Void
    /// Whether a column's comparator can go into the binding, so its header sorts.
    let accepts: (any SortComparator) -> Bool

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        accepts = { $0 is Sort }
        indicator = { columns in
            guard let first = binding.wrappedValue.first,
                let column = columns.firstIndex(where: { $0.comparator.map(first.sortsLike) ?? false })
            else { return nil }
            return TableSortIndicator(column: column, ascending: first.order == .forward)
        }
        sort = { columns, column, ascending in
            guard column < columns.count, var comparator = columns[column].comparator as? Sort else { return }
            comparator.order = ascending ? .forward : .reverse
            // The clicked column sorts first; the others keep their order after it.
            let order = [comparator] + binding.wrappedValue.filter { !$0.sortsLike(comparator) }
            if order != binding.wrappedValue { binding.wrappedValue = order }
        }
    }
}
