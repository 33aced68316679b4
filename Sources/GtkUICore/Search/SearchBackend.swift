/// The widgets of `.searchable`: a search bar above the view's content, revealed by a search
/// button in the title bar (and by Ctrl+F), with a search entry in it.
///
/// The field reports each edit a person makes once and every show or hide; updates from the
/// view graph that change nothing write nothing, so setting the text from code never echoes
/// back as an edit.
@MainActor
public protocol SearchBackend {
    /// Creates a search field: a container holding a hidden search bar and, below it, the
    /// content set with ``setSearchFieldContent(_:content:)``.
    ///
    /// - Parameters:
    ///   - onTextChange: Runs with the new text after each edit a person makes (typing,
    ///     clearing with Escape).
    ///   - onPresentedChange: Runs when a person shows or hides the search bar.
    func makeSearchField(
        onTextChange: @escaping @MainActor (String) -> Void, onPresentedChange: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget

    /// The button for the title bar that shows and hides the field's search bar.
    func searchButton(of field: BackendWidget) -> BackendWidget

    /// Shows `text` in the entry, `prompt` as its placeholder, and the bar when `isPresented`;
    /// each only when it differs from what is shown.
    func updateSearchField(_ field: BackendWidget, text: String, prompt: String, isPresented: Bool)

    /// Shows `content` below the search bar, replacing what was there.
    func setSearchFieldContent(_ field: BackendWidget, content: [BackendWidget])
}
