/// Shows a ``TextField``: a one-line field, or one that grows when its axis is vertical.
///
/// A `text:` field writes every edit to its binding. A `value:` field keeps the user's text to
/// itself until they press Return or focus leaves, then parses it: a value that parses is
/// written and shown formatted; text that does not is kept and marked invalid.
@MainActor
final class TextFieldNode: LeafNode<TextField> {
    private var inputBackend: (any TextInputBackend)? { graph.backend as? any TextInputBackend }
    /// What the user typed into a value field since it last showed its value.
    private var editingText: String?
    /// The formatted text of the bound value the field last showed.
    private var shownValueText: String?
    private var isInvalid = false

    override func makeWidget() -> BackendWidget {
        let field: BackendWidget
        if view?.axis == .vertical, let inputBackend {
            field = inputBackend.makeExpandingTextField { [weak self] in self?.userEdited($0) }
        } else {
            field = graph.backend.makeTextField { [weak self] in self?.userEdited($0) }
        }
        inputBackend?.setSubmitHandler(field) { [weak self] in
            self?.commit()
            self?.view?.onCommit?()
            self?.environment.submit(.text)
        }
        var observesFocus = view?.onEditingChanged != nil
        if case .value = view?.content { observesFocus = true }
        if observesFocus {
            (graph.backend as? any FocusBackend)?.observeFocus(field) { [weak self] entered in
                if !entered { self?.commit() }
                self?.view?.onEditingChanged?(entered)
            }
        }
        return field
    }

    override func needsNewWidget(for view: TextField, current widget: BackendWidget) -> Bool {
        // The axis picks the kind of widget.
        (view.axis == .vertical) != isExpanding
    }

    private var isExpanding = false

    override func apply(_ view: TextField, to widget: BackendWidget) {
        isExpanding = view.axis == .vertical && inputBackend != nil
        let title = view.title.resolved(in: environment)
        let prompt = view.prompt.map { $0.plainText(locale: environment.locale) }
        let text = shownText(for: view.content)
        if isExpanding, let inputBackend {
            inputBackend.updateExpandingTextField(
                widget, text: text, placeholder: prompt ?? title, lineLimit: environment.lineLimit)
        } else {
            graph.backend.updateTextField(
                widget, text: text, placeholder: prompt ?? title, style: environment.textFieldStyle)
        }
        inputBackend?.updateAccessibleName(widget, name: prompt == nil ? nil : title)
        inputBackend?.updateValidity(widget, isValid: !isInvalid)
        inputBackend?.updateInputTraits(widget, environment.textInputSettings.traits)
        (graph.backend as? any ControlBackend)?.updateEnabled(widget, isEnabled: environment.isEnabled)
    }

    /// The text the field should show: the bound text, or the user's uncommitted text, or the
    /// bound value formatted — which also replaces the user's text when the value changed.
    private func shownText(for content: TextField.Content) -> String {
        switch content {
        case .text(let text):
            return text.wrappedValue
        case .value(let value):
            let formatted = value.formatted(environment.locale)
            if formatted != shownValueText {
                shownValueText = formatted
                editingText = nil
                isInvalid = false
            }
            return editingText ?? formatted
        }
    }

    private func userEdited(_ text: String) {
        guard let view else { return }
        switch view.content {
        case .text(let binding): binding.wrappedValue = text
        case .value: editingText = text
        }
    }

    /// Parses a value field's text: a value that parses is written and shown formatted; text
    /// that does not is kept and marked invalid.
    private func commit() {
        guard let view, case .value(let value) = view.content, let text = editingText else { return }
        if value.commit(text, environment.locale) {
            editingText = nil
            isInvalid = false
        } else {
            isInvalid = true
            // An optional binding was just set to nil: that is not a change from elsewhere, so
            // the user's text stays for them to correct.
            shownValueText = value.formatted(environment.locale)
        }
        // Show the result now: the value may not have changed ("012" for 12), so no update
        // pass would come.
        rerender()
    }
}
