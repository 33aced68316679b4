// The selecting initializers of `List`, with SwiftUI's signatures.
//
// A row is selectable when it is a `ForEach` row whose element id has the binding's value
// type; static rows and section headers are not. Clicking or keyboard-selecting rows writes
// the binding; writing the binding selects the rows whose ids it holds. A nil binding
// (`selection: isEditing ? $selected : nil`) makes no row selectable.

extension List {
    /// Creates a list of the rows `content` builds, in which the user may select one row.
    ///
    /// The selected row's `ForEach` element id is written to `selection`; setting
    /// `selection` selects the row with that id.
    ///
    /// ```swift
    /// @State private var selected: Book.ID?
    /// List(selection: $selected) { ForEach(books) { Text($0.title) } }
    /// ```
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// Creates a list of the rows `content` builds, in which the user may select any rows.
    ///
    /// ```swift
    /// @State private var selected: Set<Book.ID> = []
    /// List(selection: $selected) { ForEach(books) { Text($0.title) } }
    /// ```
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// Creates a list with a row for each identifiable element, of which the user may
    /// select one.
    ///
    /// ```swift
    /// List(books, selection: $selected) { Text($0.title) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with a row for each identifiable element, of which the user may
    /// select any.
    ///
    /// ```swift
    /// List(books, selection: $selectedBooks) { Text($0.title) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with a row for each element, identified by the property at `id`, of
    /// which the user may select one.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $selectedName) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with a row for each element, identified by the property at `id`, of
    /// which the user may select any.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $selectedNames) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }
}
