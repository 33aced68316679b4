import CGtk
import GtkUICore

extension GtkBackend: TextInputBackend {
    /// Creates a `GtkPasswordEntry` with its peek icon that fills the width it is offered and
    /// passes its text to `onChange` on every `changed` signal.
    public func makeSecureField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let field = Gtk.PasswordEntry()
        field.flexibility = (true, false)
        field.connect("changed") { [weak field] in
            guard let field else { return }
            onChange(field.text)
        }
        return field
    }

    /// Writes `text` only when the field shows something else, with signals blocked; the
    /// placeholder is also the accessible label.
    public func updateSecureField(_ field: BackendWidget, text: String, placeholder: String) {
        let field = field as! Gtk.PasswordEntry
        if field.text != text {
            field.withSignalsBlocked { field.text = text }
            statistics.recordWrite("PasswordEntry", "text")
        }
        write(field, "PasswordEntry", "placeholder", placeholder) {
            field.placeholder = $0
            if !field.hasAccessibleName { field.setAccessibleLabel($0) }
        }
    }

    /// Creates a scrolling `GtkTextView` with undo that takes the space offered; `onChange`
    /// receives the whole text on every `changed` signal of its buffer.
    public func makeTextEditor(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let editor = Gtk.TextEditor()
        editor.flexibility = (true, true)
        editor.buffer.connect("changed") { [weak editor] in
            guard let editor else { return }
            onChange(editor.text)
        }
        return editor
    }

    /// Writes `text` only when the editor holds something else, with the buffer's signals
    /// blocked, so the user's own edits never come back and the cursor stays put.
    public func updateTextEditor(_ editor: BackendWidget, text: String) {
        let editor = editor as! Gtk.TextEditor
        guard editor.text != text else { return }
        editor.buffer.withSignalsBlocked { editor.text = text }
        statistics.recordWrite("TextEditor", "text")
    }

    /// Takes the editor's frame and field background away while `isHidden`, and puts them back
    /// after; writes only changes (an editor starts framed).
    public func updateTextEditorBackground(_ editor: BackendWidget, isHidden: Bool) {
        let editor = editor as! Gtk.TextEditor
        guard isHidden || editor.written["backgroundHidden"] != nil else { return }
        write(editor, "TextEditor", "backgroundHidden", isHidden) { editor.hidesBackground = $0 }
    }

    /// Connects `activate` (Return) of a `GtkEntry` or `GtkPasswordEntry` to `handler`, or
    /// Return in an expanding field.
    public func setSubmitHandler(_ field: BackendWidget, _ handler: @escaping @MainActor () -> Void) {
        if let field = field as? Gtk.ExpandingTextField {
            field.onSubmit = handler
            return
        }
        (field as! Gtk.EditableWidget).connect("activate", handler: handler)
    }

    /// Sets GTK's input purpose and hints on an entry, which input methods and on-screen
    /// keyboards read; written only when they change.
    public func updateInputTraits(_ field: BackendWidget, _ traits: TextInputTraits) {
        guard let entry = field as? Gtk.Entry else { return }
        guard traits != TextInputTraits() || entry.written["inputTraits"] != nil else { return }
        write(entry, "Entry", "inputTraits", traits) {
            entry.inputPurpose = Self.purpose(for: $0.purpose)
            var hints = GTK_INPUT_HINT_NONE.rawValue
            switch $0.capitalization {
            case .automatic: break
            case .never: hints |= GTK_INPUT_HINT_LOWERCASE.rawValue
            case .words: hints |= GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue
            case .sentences: hints |= GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue
            case .characters: hints |= GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue
            }
            if $0.disablesCorrection { hints |= GTK_INPUT_HINT_NO_SPELLCHECK.rawValue }
            entry.inputHints = GtkInputHints(rawValue: hints)
        }
    }

    private static func purpose(for purpose: TextInputTraits.Purpose) -> GtkInputPurpose {
        switch purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        }
    }
}

extension Gtk.Entry {
    /// The input purpose and hints GTK holds for the entry, read back as GtkUI's traits.
    public var inputTraits: TextInputTraits {
        var traits = TextInputTraits()
        let purposes: [(GtkInputPurpose, TextInputTraits.Purpose)] = [
            (GTK_INPUT_PURPOSE_DIGITS, .digits), (GTK_INPUT_PURPOSE_NUMBER, .number), (GTK_INPUT_PURPOSE_PHONE, .phone),
            (GTK_INPUT_PURPOSE_URL, .url), (GTK_INPUT_PURPOSE_EMAIL, .email), (GTK_INPUT_PURPOSE_NAME, .name),
            (GTK_INPUT_PURPOSE_PASSWORD, .password), (GTK_INPUT_PURPOSE_PIN, .pin),
        ]
        traits.purpose = purposes.first { $0.0 == inputPurpose }?.1 ?? .freeForm
        let hints = inputHints.rawValue
        func has(_ hint: GtkInputHints) -> Bool { hints & hint.rawValue != 0 }
        if has(GTK_INPUT_HINT_LOWERCASE) { traits.capitalization = .never }
        if has(GTK_INPUT_HINT_UPPERCASE_WORDS) { traits.capitalization = .words }
        if has(GTK_INPUT_HINT_UPPERCASE_SENTENCES) { traits.capitalization = .sentences }
        if has(GTK_INPUT_HINT_UPPERCASE_CHARS) { traits.capitalization = .characters }
        traits.disablesCorrection = has(GTK_INPUT_HINT_NO_SPELLCHECK)
        return traits
    }
}
