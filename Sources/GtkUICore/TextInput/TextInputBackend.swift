/// Draws the text inputs beyond a one-line field: secure fields, multi-line editors and fields
/// that grow; carries submission, input hints, accessible names and validity to any field.
///
/// Design notes:
/// - Like text fields, editors report every edit through `onChange` and are written only when
///   the bound text differs from what they show, with their signals blocked, so a keystroke
///   never echoes back and the cursor never jumps.
/// - ``setSubmitHandler(_:_:)`` is called once per field; the handler runs when the user
///   presses Return in it.
/// - Reached through `graph.backend as? any TextInputBackend`; without it `SecureField` and
///   `TextEditor` show a diagnostic.
@MainActor
public protocol TextInputBackend: Backend {
    /// Creates a field that hides its text; `onChange` receives every edit.
    func makeSecureField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget
    /// Shows `text` (when it differs) and `placeholder`, which is also the accessible name.
    func updateSecureField(_ field: BackendWidget, text: String, placeholder: String)
    /// Creates a multi-line editor with undo; `onChange` receives the whole text after each edit.
    func makeTextEditor(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget
    /// Shows `text` when it differs from what the editor holds.
    func updateTextEditor(_ editor: BackendWidget, text: String)
    /// Draws the editor's frame and field background, or neither (`isHidden`, from
    /// `.scrollContentBackground(.hidden)`), so what is behind it shows through.
    func updateTextEditorBackground(_ editor: BackendWidget, isHidden: Bool)
    /// Runs `handler` when the user presses Return in a text or secure field.
    func setSubmitHandler(_ field: BackendWidget, _ handler: @escaping @MainActor () -> Void)
    /// Tells input methods and on-screen keyboards what the field holds.
    func updateInputTraits(_ field: BackendWidget, _ traits: TextInputTraits)
    /// Names a field for assistive technologies with `name` (a `TextField`'s title when a
    /// prompt is shown instead); nil names it by its placeholder again.
    func updateAccessibleName(_ field: BackendWidget, name: String?)
    /// Shows a field as holding text that does not parse (GTK's `error` style), or not.
    func updateValidity(_ field: BackendWidget, isValid: Bool)
    /// Creates a text field that wraps its text and grows a line at a time; `onChange` receives
    /// every edit. Return submits it (see ``setSubmitHandler(_:_:)``); Alt+Return and
    /// Shift+Return start a new line.
    func makeExpandingTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget
    /// Shows `text` (when it differs) and `placeholder` in an expanding field, which grows to at
    /// most `lineLimit` lines (no limit when nil) and then scrolls.
    func updateExpandingTextField(_ field: BackendWidget, text: String, placeholder: String, lineLimit: Int?)
}

/// What a field's text is, for input methods: from `.keyboardType`, `.textContentType`,
/// `.textInputAutocapitalization` and `.autocorrectionDisabled`.
public struct TextInputTraits: Hashable, Sendable {
    /// The kind of text.
    public enum Purpose: Hashable, Sendable {
        /// Any text.
        case freeForm
        /// Digits only.
        case digits
        /// A number, with sign and separators.
        case number
        /// A telephone number.
        case phone
        /// A web address.
        case url
        /// An email address.
        case email
        /// A person's name.
        case name
        /// A password.
        case password
        /// A short code of digits.
        case pin
    }

    /// How words are capitalised as they are typed.
    public enum Capitalization: Hashable, Sendable {
        /// The input method decides.
        case automatic
        /// No capitals.
        case never
        /// The first letter of each word.
        case words
        /// The first letter of each sentence.
        case sentences
        /// Every letter.
        case characters
    }

    /// The kind of text.
    public var purpose: Purpose = .freeForm
    /// Capitalisation as typed.
    public var capitalization: Capitalization = .automatic
    /// Whether spelling correction and completion are off.
    public var disablesCorrection = false

    /// Traits that ask for nothing in particular.
    public init() {}
}
