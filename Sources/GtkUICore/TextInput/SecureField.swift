/// A one-line field whose text is hidden as it is typed, bound to a string: a GNOME password
/// entry, with an eye icon that shows the text while pressed.
///
/// ```swift
/// SecureField("Password", text: $password).onSubmit(signIn)
/// ```
public struct SecureField: View, PrimitiveView {
    /// Secure fields are primitive.
    public typealias Body = Never
    let placeholder: LocalizedText
    let prompt: Text?
    let text: Binding<String>

    /// Creates a field with a localized placeholder, which is also its accessible name.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = .key(titleKey)
        prompt = nil
        self.text = text
    }

    /// Creates a field showing `title` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = .verbatim(String(title))
        prompt = nil
        self.text = text
    }

    /// Creates a field with `prompt` as the text shown while empty instead of the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = .key(titleKey)
        self.prompt = prompt
        self.text = text
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { SecureFieldNode(graph: graph) }
}

@MainActor
final class SecureFieldNode: LeafNode<SecureField> {
    private var backend: (any TextInputBackend)? { graph.backend as? any TextInputBackend }

    override func makeWidget() -> BackendWidget {
        guard let backend else {
            Diagnostics.emitOnce(
                "SecureField needs a backend with TextInputBackend; \(type(of: graph.backend)) has none, so a "
                    + "plain field is shown.")
            return graph.backend.makeTextField { [weak self] in self?.view?.text.wrappedValue = $0 }
        }
        let field = backend.makeSecureField { [weak self] in self?.view?.text.wrappedValue = $0 }
        backend.setSubmitHandler(field) { [weak self] in self?.environment.submit(.text) }
        return field
    }

    override func apply(_ view: SecureField, to widget: BackendWidget) {
        let placeholder =
            view.prompt.map { $0.styledContent(locale: environment.locale).content.plainText }
            ?? view.placeholder.resolved(in: environment)
        guard let backend else {
            graph.backend.updateTextField(
                widget, text: view.text.wrappedValue, placeholder: placeholder, style: .automatic)
            return
        }
        backend.updateSecureField(widget, text: view.text.wrappedValue, placeholder: placeholder)
        // The title names the field for screen readers, also when a prompt shows instead.
        backend.updateAccessibleName(
            widget, name: view.prompt == nil ? nil : view.placeholder.resolved(in: environment))
    }
}
