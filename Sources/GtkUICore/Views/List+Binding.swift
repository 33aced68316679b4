// The initializers of `List` over a binding to a collection, with SwiftUI's signatures: each
// row is given a binding to its element.

extension List where SelectionValue == Never {
    /// Creates a list with a row for each identifiable element of a bound collection, each
    /// row given a binding to its element.
    ///
    /// ```swift
    /// List($todos) { $todo in TextField("Title", text: $todo.title) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// Creates a list with a row for each element of a bound collection, identified by the
    /// property at `id`, each row given a binding to its element.
    ///
    /// ```swift
    /// List($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }
}
