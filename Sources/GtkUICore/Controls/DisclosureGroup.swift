/// A header that shows or hides its content when the user activates it.
///
/// With an `isExpanded` binding the group shows the bound state and writes the user's
/// changes to it; without one it keeps its own state, starting collapsed. The label is the
/// header's text, which screen readers announce; Enter or Space on the focused header toggles
/// it.
///
/// ```swift
/// @State private var showsAdvanced = false
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Verbose logging", isOn: $verbose)
/// }
/// DisclosureGroup {
///     Text("Details")
/// } label: {
///     Label("More", systemImage: "info.circle")
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    /// Disclosure groups are primitive.
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// Creates a group that keeps its own expanded state, with a label you build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// Creates a group whose expanded state is `isExpanded`, with a label you build.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { DisclosureGroupNode<Label, Content>(graph: graph) }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group with a localized title that keeps its own expanded state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group with a title that keeps its own expanded state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a group with a localized title whose expanded state is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a group with a title whose expanded state is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// Renders a ``DisclosureGroup``: the backend's expander with the label and content as parts.
@MainActor
final class DisclosureGroupNode<Label: View, Content: View>: LabeledControlNode<DisclosureGroup<Label, Content>> {
    private var backend: any FormBackend {
        requiredBackend((any FormBackend).self, of: graph, for: "DisclosureGroup")
    }

    override func makeControl() -> BackendWidget {
        backend.makeDisclosureGroup { [weak self] isExpanded in
            guard let binding = self?.view?.isExpanded, binding.wrappedValue != isExpanded else { return }
            binding.wrappedValue = isExpanded
        }
    }

    override func partViews(of view: DisclosureGroup<Label, Content>) -> [(any View)?] { [view.label, view.content] }

    override func place(_ parts: [BackendWidget?], in control: BackendWidget) {
        backend.placeDisclosureGroupParts(control, label: parts[0], content: parts[1])
    }

    override func apply(_ view: DisclosureGroup<Label, Content>, to control: BackendWidget) {
        // Without a binding the widget's own state is the truth, and nothing is written.
        guard let isExpanded = view.isExpanded else { return }
        backend.updateDisclosureGroup(control, isExpanded: isExpanded.wrappedValue)
    }
}
