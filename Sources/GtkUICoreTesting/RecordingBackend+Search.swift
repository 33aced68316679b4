import GtkUICore

extension RecordingBackend: SearchBackend {
    /// Creates a `SearchField` test widget whose first child is its `Entry` (found by its
    /// placeholder, typed into with ``TestWidget/type(_:)``) and the content after it; its
    /// search button is a `ToggleButton` titled “Search” that ``TestWidget/toggle()`` flips,
    /// clearing the text when it hides the bar, as GTK's search bar does.
    public func makeSearchField(
        onTextChange: @escaping @MainActor (String) -> Void, onPresentedChange: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget {
        let field = TestWidget(kind: "SearchField")
        let entry = TestWidget(kind: "Entry")
        entry.onTextChange = onTextChange
        entry.parent = field
        field.children = [entry]
        let button = TestWidget(kind: "ToggleButton")
        button.properties["text"] = "Search"
        button.onToggle = { [weak field, weak entry] isOn in
            field?.showUserInput("isPresented", isOn)
            if !isOn, let entry, entry.text?.isEmpty == false { entry.type("") }
            onPresentedChange(isOn)
        }
        field.properties["searchButton"] = button
        return field
    }

    /// The `ToggleButton` made with the field.
    public func searchButton(of field: BackendWidget) -> BackendWidget {
        (field as! TestWidget).properties["searchButton"] as! TestWidget
    }

    /// Records the entry's `text` and `placeholder`, and the field's and button's
    /// `isPresented`/`isOn`, counting only changes.
    public func updateSearchField(_ field: BackendWidget, text: String, prompt: String, isPresented: Bool) {
        let field = field as! TestWidget
        let entry = field.children[0]
        entry.set("text", text, statistics)
        entry.set("placeholder", prompt, statistics)
        field.set("isPresented", isPresented, statistics)
        (field.properties["searchButton"] as! TestWidget).set("isOn", isPresented, statistics)
    }

    /// Puts `content` after the entry.
    public func setSearchFieldContent(_ field: BackendWidget, content: [BackendWidget]) {
        let field = field as! TestWidget
        let content = content.map { $0 as! TestWidget }
        for child in content { child.parent = field }
        field.children = [field.children[0]] + content
        statistics.recordWrite("SearchField", "children")
    }
}
