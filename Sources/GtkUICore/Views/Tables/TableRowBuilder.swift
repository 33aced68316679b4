import Foundation

/// Builds a ``Table``'s rows from the statements of a closure, as SwiftUI's `TableRowBuilder`
/// does: ``TableRow``s, `ForEach`es of them, `if`s and row content of your own, in order.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person.owner)
///     if showsGuests { ForEach(guests) { TableRow($0) } }
///     ForEach(members) { TableRow($0) }
/// }
/// ```
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    /// Each statement's rows pass through unchanged.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// An empty closure builds no rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

    /// A single statement's rows are the content.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// An `if` without `else` builds optional rows: shown while the condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value { content }

    /// The first branch of an `if`/`else` or `switch`: its rows are shown while it is taken.
    public static func buildEither<TrueContent: TableRowContent, FalseContent: TableRowContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == Value, FalseContent.TableRowValue == Value {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`: its rows are shown while it is taken.
    public static func buildEither<TrueContent: TableRowContent, FalseContent: TableRowContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent.TableRowValue == Value, FalseContent.TableRowValue == Value {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// 2 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableRowContent<Value, (C0, C1)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1), parts: [c0, c1])
    }

    /// 3 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }

    /// 4 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }

    /// 5 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }

    /// 6 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }

    /// 7 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// 8 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// 9 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// 10 row statements make a ``TupleTableRowContent`` of all of them.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value, C9.TableRowValue == Value
    {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
