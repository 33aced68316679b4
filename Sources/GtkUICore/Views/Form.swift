/// A container for grouping controls that set up something, shown as a GNOME preferences
/// page.
///
/// Each ``Section`` in a form is a titled group: its header as a heading above a rounded card
/// holding one row per view, separated by lines, and its footer as a dimmed caption below.
/// Views outside any section form untitled groups. Controls lay out as preferences rows — a
/// toggle's label on the left and its switch on the right, a picker's title beside its menu,
/// ``LabeledContent`` as label and value. The page scrolls vertically and keeps its groups
/// to a readable width, centred, as GNOME Settings does.
///
/// ```swift
/// Form {
///     Section {
///         Toggle("Automatic Updates", isOn: $autoUpdate)
///         Picker("Check Every", selection: $interval) { … }
///     } header: {
///         Text("Updates")
///     } footer: {
///         Text("Updates are downloaded in the background.")
///     }
/// }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
    /// Forms are primitive.
    public typealias Body = Never
    let content: Content

    /// Creates a form of the sections and controls `content` builds.
    ///
    /// - Parameter content: The form's sections and loose controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { FormNode<Content>(graph: graph) }
}

/// Renders a ``Form``: the backend's page, holding the content's widgets, in which sections
/// render as form sections.
@MainActor
final class FormNode<Content: View>: FormPartsNode<Form<Content>> {
    override func makeContainer() -> BackendWidget { backend.makeForm() }
    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        if let container { backend.updateForm(container, style: environment.formLayoutStyle) }
    }
    override func partViews(of view: Form<Content>) -> [any View] { [view.content] }
    override func partEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.isInForm = true
        return environment
    }
    override func place(_ parts: [[BackendWidget]], in container: BackendWidget) {
        backend.placeFormContent(container, children: parts[0])
    }
}

private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is directly in a ``Form``, where a ``Section`` is a form section.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
