/// An editable text field bound to a string, or to a value shown through a format.
///
/// With `text:`, every edit the user makes is written to the binding; when the bound value
/// changes elsewhere, the field shows it. The field is never written back with the text it just
/// reported, so the cursor does not jump.
///
/// ```swift
/// TextField("Enter a number", text: $text)
///     .textFieldStyle(RoundedBorderTextFieldStyle())
///     .frame(width: 250)
/// TextField("Name", text: $name, prompt: Text("Required"))
/// TextField("Message", text: $message, axis: .vertical)
/// TextField("Amount", value: $amount, format: .currency(code: "EUR"))
/// ```
///
/// The title names the field for screen readers and shows as its placeholder, unless a
/// `prompt` is given, which shows instead. With `axis: .vertical` the field grows to further
/// lines as the text wraps: Return still submits it (as on macOS), and Alt+Return or
/// Shift+Return starts a new line; `.lineLimit(_:)` caps how tall it grows, after which it
/// scrolls. A `value:` field shows its value formatted, parses what the user typed when they
/// press Return or leave the field, and then writes the value; text that does not parse leaves
/// the value as it was and marks the field as invalid (GTK's `error` style) until it does.
public struct TextField: View, PrimitiveView {
    /// Text fields are primitive.
    public typealias Body = Never

    enum Content {
        case text(Binding<String>)
        case value(FormattedFieldValue)
    }

    let title: LocalizedText
    let prompt: Text?
    let content: Content
    let axis: Axis
    /// `onEditingChanged:` of the older initializers: told as focus enters (true) and leaves.
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    /// `onCommit:` of the older initializers: run when the user presses Return.
    var onCommit: (@MainActor () -> Void)?

    init(title: LocalizedText, content: Content, prompt: Text?, axis: Axis = .horizontal) {
        self.title = title
        self.content = content
        self.prompt = prompt
        self.axis = axis
    }

    /// Creates a field showing `title` as its placeholder while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: .verbatim(String(title)), content: .text(text), prompt: nil)
    }

    /// Creates a field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: .key(titleKey), content: .text(text), prompt: nil)
    }

    /// Creates a field named `title` that shows `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: .verbatim(String(title)), content: .text(text), prompt: prompt)
    }

    /// Creates a field named by a localized title that shows `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: .key(titleKey), content: .text(text), prompt: prompt)
    }

    /// Creates a field that grows to more lines as its text wraps when `axis` is `.vertical`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: .verbatim(String(title)), content: .text(text), prompt: nil, axis: axis)
    }

    /// Creates a field with a localized title that grows to more lines when `axis` is `.vertical`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: .key(titleKey), content: .text(text), prompt: nil, axis: axis)
    }

    /// Creates a field showing `prompt` while empty that grows to more lines when `axis` is
    /// `.vertical`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: .verbatim(String(title)), content: .text(text), prompt: prompt, axis: axis)
    }

    /// Creates a field with a localized title, showing `prompt` while empty, that grows to more
    /// lines when `axis` is `.vertical`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: .key(titleKey), content: .text(text), prompt: prompt, axis: axis)
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}
