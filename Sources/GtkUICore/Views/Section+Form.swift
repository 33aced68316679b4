/// A ``Section`` directly in a ``Form``: a header, a card with one row per content widget,
/// and a footer.
struct FormSection<Header: View, Content: View, Footer: View>: View, PrimitiveView {
    typealias Body = Never
    let header: Header
    let content: Content
    let footer: Footer

    func makeNode(in graph: ViewGraph) -> ViewNode { FormSectionNode<Header, Content, Footer>(graph: graph) }
}

/// Renders a ``FormSection`` with the backend's form section. Its views are no longer
/// directly in the form, so a section nested in a row is an ordinary column again.
@MainActor
final class FormSectionNode<Header: View, Content: View, Footer: View>: FormPartsNode<
    FormSection<Header, Content, Footer>
>
{
    override func makeContainer() -> BackendWidget { backend.makeFormSection() }
    override func partViews(of view: FormSection<Header, Content, Footer>) -> [any View] {
        [view.header, view.content, view.footer]
    }
    override func partEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.isInForm = false
        return environment
    }
    override func place(_ parts: [[BackendWidget]], in container: BackendWidget) {
        backend.placeFormSectionParts(container, header: parts[0], rows: parts[1], footer: parts[2])
    }
}
