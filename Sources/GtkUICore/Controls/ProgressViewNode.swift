/// Renders a ``ProgressView``: the backend's indicator in the built-in style from the
/// environment, or the body of a custom ``ProgressViewStyle``.
///
/// The style comes from the environment, so a `.progressViewStyle(_:)` above that changes to
/// or from a custom style swaps the child.
@MainActor
final class StyledProgressNode: SingleChildNode {
    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let progress = view as! ProgressViewRepresentable
        let content: any View
        var contentEnvironment = environment
        switch environment.progressViewStyle {
        case .custom(let style):
            content = makeProgressViewStyleBody(style, configuration: progress.styleConfiguration)
            // `ProgressView(configuration)` inside the style draws the default look.
            contentEnvironment.progressViewStyle = .builtIn(.automatic)
        case .builtIn(let kind):
            content = progress.nativeView(kind)
        }
        show(content, environment: contentEnvironment)
    }
}

@MainActor
protocol ProgressViewRepresentable {
    var styleConfiguration: ProgressViewStyleConfiguration { get }
    func nativeView(_ kind: ProgressViewStyleKind) -> any View
}

extension ProgressView: ProgressViewRepresentable {
    var styleConfiguration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            indicator: indicator, label: label.map { .init(content: $0) },
            currentValueLabel: currentValueLabel.map { .init(content: $0) })
    }

    func nativeView(_ kind: ProgressViewStyleKind) -> any View {
        NativeProgressView(indicator: kind.resolve(indicator), label: label, currentValueLabel: currentValueLabel)
    }
}

/// A progress view as the backend draws it, its indicator resolved for the built-in style.
struct NativeProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    typealias Body = Never
    let indicator: ProgressIndicator
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    func makeNode(in graph: ViewGraph) -> ViewNode { ProgressViewNode<Label, CurrentValueLabel>(graph: graph) }
}

/// Renders a ``NativeProgressView``: the backend's indicator with its labels as parts.
@MainActor
final class ProgressViewNode<Label: View, CurrentValueLabel: View>: LabeledControlNode<
    NativeProgressView<Label, CurrentValueLabel>
>
{
    private var backend: any ProgressBackend {
        requiredBackend((any ProgressBackend).self, of: graph, for: "ProgressView")
    }

    override func makeControl() -> BackendWidget { backend.makeProgress() }

    override func partViews(of view: NativeProgressView<Label, CurrentValueLabel>) -> [(any View)?] {
        [view.label, view.currentValueLabel]
    }

    override func place(_ parts: [BackendWidget?], in control: BackendWidget) {
        backend.placeProgressParts(control, label: parts[0], currentValueLabel: parts[1])
    }

    override func apply(_ view: NativeProgressView<Label, CurrentValueLabel>, to control: BackendWidget) {
        backend.updateProgress(control, indicator: view.indicator)
    }
}
