/// Makes a view searchable: a search field whose text is bound to the modifier's binding.
public struct _SearchableModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    func makeNode(in graph: ViewGraph) -> ViewNode { SearchableNode(graph: graph) }
}

extension View {
    /// Adds a search field for this view, its text bound to `text`.
    ///
    /// On GNOME a search button at the end of the header bar reveals a search bar under it, as
    /// GNOME apps do; Ctrl+F opens it and puts the cursor in the field, Escape closes it and
    /// clears the text. Each edit writes `text` once; setting `text` from code shows it in the
    /// field.
    ///
    /// ```swift
    /// @State private var query = ""
    ///
    /// List(notes.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
    ///     .searchable(text: $query, prompt: "Find a note")
    /// ```
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes; every placement is the header bar's search bar.
    ///   - prompt: The placeholder shown while the field is empty; “Search” unless given.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// Adds a search field for this view with a localized prompt; see
    /// `searchable(text:placement:prompt:)` with a `Text` prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// Adds a search field for this view with a prompt shown verbatim; see
    /// `searchable(text:placement:prompt:)` with a `Text` prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: Text(verbatim: String(prompt))))
    }

    /// Adds a search field for this view whose search bar is shown while `isPresented` is true.
    ///
    /// Showing or hiding the bar (the search button, Ctrl+F, Escape) writes `isPresented`;
    /// setting it from code shows or hides the bar.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search bar is shown.
    ///   - placement: Where the field goes; every placement is the header bar's search bar.
    ///   - prompt: The placeholder shown while the field is empty; “Search” unless given.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(
            _SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }
}
