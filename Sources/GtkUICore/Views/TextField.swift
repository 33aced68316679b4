/// A one-line editable text field bound to a string.
///
/// Every edit the user makes is written to the binding; when the bound value changes
/// elsewhere, the field shows it. The field is never written back with the text it just
/// reported, so the cursor does not jump.
///
/// ```swift
/// TextField("Enter a number", text: $text)
///     .textFieldStyle(RoundedBorderTextFieldStyle())
///     .frame(width: 250)
/// ```
public struct TextField: View, PrimitiveView {
    /// Text fields are primitive.
    public typealias Body = Never
    let placeholder: LocalizedText
    let text: Binding<String>

    /// Creates a field showing `title` as its placeholder while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.placeholder = .verbatim(String(title))
        self.text = text
    }

    /// Creates a field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.placeholder = .key(titleKey)
        self.text = text
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}

@MainActor
final class TextFieldNode: LeafNode<TextField> {
    override func makeWidget() -> BackendWidget {
        let field = graph.backend.makeTextField { [weak self] newText in
            // The field already shows newText; only the source of truth needs it.
            self?.view?.text.wrappedValue = newText
        }
        (graph.backend as? any TextInputBackend)?.setSubmitHandler(field) { [weak self] in
            self?.environment.submit(.text)
        }
        return field
    }

    override func apply(_ view: TextField, to widget: BackendWidget) {
        graph.backend.updateTextField(
            widget, text: view.text.wrappedValue, placeholder: view.placeholder.resolved(in: environment),
            style: environment.textFieldStyle)
        (graph.backend as? any TextInputBackend)?.updateInputTraits(widget, environment.textInputSettings.traits)
        (graph.backend as? any ControlBackend)?.updateEnabled(widget, isEnabled: environment.isEnabled)
    }
}

/// A style for ``TextField``s, set with `.textFieldStyle(_:)`.
public protocol TextFieldStyle: Sendable {
    /// The backend look this style maps to.
    var kind: TextFieldStyleKind { get }
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// A rounded border.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// No border.
    public var kind: TextFieldStyleKind { .plain }
}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// The default look.
    public var kind: TextFieldStyleKind { .automatic }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field without decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
