import GtkUICore

extension RecordingBackend: TextInputBackend {
    /// Creates a `SecureField` test widget that ``TestWidget/type(_:)`` types into.
    public func makeSecureField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "SecureField")
        widget.onTextChange = onChange
        return widget
    }

    /// Records `text` and `placeholder`, each only when it changes.
    public func updateSecureField(_ field: BackendWidget, text: String, placeholder: String) {
        let widget = field as! TestWidget
        widget.set("text", text, statistics)
        widget.set("placeholder", placeholder, statistics)
    }

    /// Creates a `TextEditor` test widget that ``TestWidget/type(_:)`` types into.
    public func makeTextEditor(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "TextEditor")
        widget.onTextChange = onChange
        return widget
    }

    /// Records `text` when it changes.
    public func updateTextEditor(_ editor: BackendWidget, text: String) {
        (editor as! TestWidget).set("text", text, statistics)
    }

    /// Records `backgroundHidden` once an editor's background is hidden (and its changes after).
    public func updateTextEditorBackground(_ editor: BackendWidget, isHidden: Bool) {
        let editor = editor as! TestWidget
        guard isHidden || editor.properties["backgroundHidden"] != nil else { return }
        editor.set("backgroundHidden", isHidden, statistics)
    }

    /// Keeps `handler` for ``TestWidget/submit()``.
    public func setSubmitHandler(_ field: BackendWidget, _ handler: @escaping @MainActor () -> Void) {
        (field as! TestWidget).onSubmit = handler
    }

    /// Records the traits as `inputTraits` once a field has any.
    public func updateInputTraits(_ field: BackendWidget, _ traits: TextInputTraits) {
        let widget = field as! TestWidget
        guard traits != TextInputTraits() || widget.properties["inputTraits"] != nil else { return }
        widget.set("inputTraits", "\(traits)", statistics)
    }

    /// Records the accessible name once a field has one of its own.
    public func updateAccessibleName(_ field: BackendWidget, name: String?) {
        let widget = field as! TestWidget
        guard name != nil || widget.properties["accessibleName"] != nil else { return }
        widget.set("accessibleName", name ?? "", statistics)
    }

    /// Records `valid` once a field has been invalid.
    public func updateValidity(_ field: BackendWidget, isValid: Bool) {
        let widget = field as! TestWidget
        guard !isValid || widget.properties["valid"] != nil else { return }
        widget.set("valid", isValid, statistics)
    }

    /// Creates an `ExpandingTextField` test widget that ``TestWidget/type(_:)`` types into.
    public func makeExpandingTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "ExpandingTextField")
        widget.onTextChange = onChange
        return widget
    }

    /// Records `text`, `placeholder` and `lineLimit`, each only when it changes.
    public func updateExpandingTextField(_ field: BackendWidget, text: String, placeholder: String, lineLimit: Int?) {
        let widget = field as! TestWidget
        widget.set("text", text, statistics)
        widget.set("placeholder", placeholder, statistics)
        widget.set("lineLimit", lineLimit ?? 0, statistics)
    }
}
