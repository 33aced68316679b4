/// Renders a ``Toggle``: the native control its style names, or a custom style's body.
///
/// The style comes from the environment, so a change of style replaces the child node (and
/// with it the widget); a change of value or label updates the existing control.
@MainActor
final class ToggleNode: SingleChildNode {
    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let toggle = view as! ToggleRepresentable
        let style = environment.toggleStyle
        let content: any View
        var mustReplace = false
        if let native = style as? NativeToggleStyle {
            mustReplace = (child as? NativeToggleNode).map { $0.kind != native.widgetKind } ?? false
            content = NativeToggle(kind: native.widgetKind, toggle: toggle)
        } else {
            let configuration = ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: toggle.toggleLabel), isOn: toggle.toggleBinding)
            content = style.makeErasedBody(configuration: configuration)
        }
        show(content, environment: environment, replacingChild: mustReplace)
    }
}

/// A toggle drawn by the backend's native control of `kind`.
struct NativeToggle: View, PrimitiveView {
    typealias Body = Never
    let kind: ToggleWidgetKind
    let toggle: ToggleRepresentable

    func makeNode(in graph: ViewGraph) -> ViewNode { NativeToggleNode(graph: graph, kind: kind) }
}

/// The native control of a toggle, with the label's widgets inside.
///
/// Reading the binding is this node's own dependency: flipping the value elsewhere re-renders
/// the control alone, and a user's flip, already shown, writes nothing back.
@MainActor
final class NativeToggleNode: ContainerNode {
    let kind: ToggleWidgetKind
    private var binding: Binding<Bool>?
    private var accessibleName: String?

    init(graph: ViewGraph, kind: ToggleWidgetKind) {
        self.kind = kind
        super.init(graph: graph)
    }

    private var backend: (any ToggleBackend)? { graph.backend as? any ToggleBackend }

    override func makeContainer() -> BackendWidget {
        guard let backend else {
            Diagnostics.emitOnce(
                "Toggle: \(type(of: graph.backend)) has no on/off controls (ToggleBackend), so only the label "
                    + "is shown. Use a backend that conforms to ToggleBackend.")
            return graph.backend.makeStack(axis: .horizontal)
        }
        return backend.makeToggle(kind: kind) { [weak self] isOn in self?.binding?.wrappedValue = isOn }
    }

    override func configure(_ container: BackendWidget, with view: any View) {
        let toggle = (view as! NativeToggle).toggle
        binding = toggle.toggleBinding
        accessibleName = ControlLabelSummary(toggle.toggleLabel, in: environment).accessibleName
        (graph.backend as? any ControlBackend)?.updateEnabled(container, isEnabled: environment.isEnabled)
        writeState(to: container)
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        if let container { writeState(to: container) }
    }

    private func writeState(to container: BackendWidget) {
        guard let backend, let binding else { return }
        let isOn = trackingReads { binding.wrappedValue }
        backend.updateToggle(
            container, isOn: isOn, isLabelHidden: environment.labelsHidden, accessibleName: accessibleName)
    }

    override func contentView(of view: any View) -> any View { (view as! NativeToggle).toggle.toggleLabel }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        guard let backend else { return super.place(widgets, in: container) }
        backend.setToggleLabel(container, content: widgets)
    }
}
