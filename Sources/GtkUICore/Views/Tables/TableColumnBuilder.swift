import Foundation

/// Builds a ``Table``'s columns from the statements of a closure, as SwiftUI's
/// `TableColumnBuilder` does.
///
/// Each statement is a column whose rows are `RowValue`; a column sorts when its comparator is
/// the table's `Sort`, and otherwise does not (`Never`), so sortable and plain columns mix in
/// one table.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)       // sorts with KeyPathComparator<Person>
///     TableColumn("") { Button("Call") { call($0) } }  // does not sort
/// }
/// ```
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue, Sort: SortComparator> {
    /// Each column passes through unchanged. A column whose header sorts with another
    /// comparator than the table's `sortOrder` (or in a table without one) does not sort, as in
    /// SwiftUI, where `Table(people) { TableColumn("Name", value: \.name) }` has no sorting.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue { column }

    /// An `if` without `else` builds an optional column: shown while the condition holds.
    public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> Column?
    where Column.TableRowValue == RowValue { column }

    /// The first branch of an `if`/`else` or `switch`: its columns are shown while it is taken.
    public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == RowValue, FalseContent.TableRowValue == RowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`: its columns are shown while it is taken.
    public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == RowValue, FalseContent.TableRowValue == RowValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A single column is the content.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue { column }

    /// 2 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1), parts: [c0.flattenedColumns, c1.flattenedColumns])
    }

    /// 3 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2), parts: [c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns])
    }

    /// 4 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3),
            parts: [c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns])
    }

    /// 5 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
            ])
    }

    /// 6 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
                c5.flattenedColumns,
            ])
    }

    /// 7 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
        C6.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
                c5.flattenedColumns, c6.flattenedColumns,
            ])
    }

    /// 8 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
        C6.TableRowValue == RowValue, C7.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
                c5.flattenedColumns, c6.flattenedColumns, c7.flattenedColumns,
            ])
    }

    /// 9 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
        C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
                c5.flattenedColumns, c6.flattenedColumns, c7.flattenedColumns, c8.flattenedColumns,
            ])
    }

    /// 10 columns make a ``TupleTableColumnContent`` of all of them.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
        C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
        C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
        C9.TableRowValue == RowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            parts: [
                c0.flattenedColumns, c1.flattenedColumns, c2.flattenedColumns, c3.flattenedColumns, c4.flattenedColumns,
                c5.flattenedColumns, c6.flattenedColumns, c7.flattenedColumns, c8.flattenedColumns, c9.flattenedColumns,
            ])
    }
}
