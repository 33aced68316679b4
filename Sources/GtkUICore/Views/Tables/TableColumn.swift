import Foundation

/// A column of a ``Table``: a header and, for each row, a cell built from the row's value.
///
/// A column made with `value:` sorts by that property when the table has a `sortOrder`
/// binding: clicking its header puts a `KeyPathComparator` of the property first in the
/// binding (clicking again reverses it); the app sorts its data by the binding, as in SwiftUI.
/// A column made with only a content closure does not sort (its `Sort` is `Never`).
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
///     TableColumn("Email") { Text($0.email).foregroundStyle(.secondary) }
/// }
/// ```
public struct TableColumn<RowValue, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the header sorts with.
    public typealias TableColumnSortComparator = Sort
    /// Columns are shown directly.
    public typealias TableColumnBody = Never

    let title: (Locale) -> String
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width: TableColumnConfiguration.Width = .flexible

    init(title: Text, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.title = { title.plainText(locale: $0) }
        self.comparator = comparator
        self.content = content
    }

    /// Columns have no body.
    public var tableColumnBody: Never { fatalError("TableColumn has no body") }
}

extension TableColumn: TableColumnList {
    var tableColumnSpecs: [TableColumnSpec] {
        let content = content
        return [
            TableColumnSpec(
                title: title, cell: { content($0 as! RowValue) }, comparator: comparator, width: width)
        ]
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column showing a text property, sorted by it.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name)
    /// ```
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column titled with a string, not localized, showing a text property.
    ///
    /// ```swift
    /// TableColumn(heading, value: \.name)
    /// ```
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(title: Text(title), comparator: KeyPathComparator(value)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column showing a text property, sorted by it with `comparator`.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name, comparator: .lexical)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column whose cells `content` builds, sorted by a comparable property.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }
    /// ```
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column titled with a string, not localized, sorted by a comparable property.
    ///
    /// ```swift
    /// TableColumn(heading, value: \.age) { Text("\($0.age)") }
    /// ```
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column sorted by a property with `comparator`.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name, comparator: String.StandardComparator(.lexical)) { Text($0.name) }
    /// ```
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column whose cells `content` builds; its header does not sort.
    ///
    /// ```swift
    /// TableColumn("Email") { Text($0.email) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates a column titled with a string, not localized; its header does not sort.
    ///
    /// ```swift
    /// TableColumn(heading) { Text($0.email) }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Label == Text {
    /// Creates a column whose header sorts with `comparator`.
    ///
    /// ```swift
    /// TableColumn("Size", sortUsing: KeyPathComparator(\.size)) { Text($0.size.formatted()) }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: comparator, content: content)
    }
}

extension TableColumn {
    /// Makes the column exactly `width` points wide; nil keeps its default width.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
    /// ```
    public func width(_ width: CGFloat?) -> TableColumn {
        var column = self
        column.width = width.map { .fixed(Double($0)) } ?? .flexible
        return column
    }

    /// Sets the column's width bounds: it starts `ideal` points wide (else `min`), is never
    /// narrower than `min`, and takes a share of spare width when `max` is `.infinity`. The
    /// user can resize it. GTK 4.8 has no maximum column width, so a finite `max` only keeps
    /// the column from growing with the table.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name).width(min: 120, ideal: 200, max: .infinity)
    /// ```
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = .range(min: min.map(Double.init), ideal: ideal.map(Double.init), max: max.map(Double.init))
        return column
    }
}
