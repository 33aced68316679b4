/// A scrolling list of rows that builds only the rows on screen.
///
/// The content may mix static rows, `ForEach` and `Section`:
/// `List { Text("A"); ForEach(items) { … }; Section("More") { … } }`. It is flattened into
/// one sequence of rows; each `ForEach` element is one row, identified by its id, and a
/// section adds a header row (and a footer row, if it has one) around its rows.
///
/// The list is backed by a recycling list widget (GTK's `GtkListView`) whose model holds
/// only a row count. Rows get nodes and widgets when they scroll into view. A row that holds
/// `@State` keeps it while scrolled away and gets it back when its id scrolls into view
/// again; other rows' widgets are recycled for the rows that appear. Inserting, removing or
/// moving elements changes only the affected rows of the model; a changed element whose row
/// is on screen is updated in place.
///
/// ```swift
/// List(donutList.donuts) { DonutView(donut: $0) }
/// List {
///     Text("Favourites")
///     ForEach(items) { Text($0.name) }
/// }
/// ```
///
/// To let the user select rows, pass a binding to an element id (or a set of them); see
/// ``init(selection:content:)-(Binding<SelectionValue?>?,_)``.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Lists are primitive.
    public typealias Body = Never
    let content: Content
    let selection: ListSelection?

    init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }
}

extension List where SelectionValue == Never {
    /// Creates a list of the rows `content` builds.
    ///
    /// ```swift
    /// List { Text("One"); Text("Two") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// Creates a list with a row for each identifiable element.
    ///
    /// ```swift
    /// List(donutList.donuts) { DonutView(donut: $0) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// Creates a list with a row for each element, identified by the property at `id`.
    ///
    /// ```swift
    /// List(names, id: \.self) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// Creates a list with a row for each number of a constant range.
    ///
    /// ```swift
    /// List(0..<100_000) { Text("Row \($0)") }
    /// ```
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        LazyListConfiguration(style: .list, selectionMode: selection?.mode ?? .none)
    }
    var lazyContent: any View { content }
    var lazySelection: ListSelection? { selection }
}
