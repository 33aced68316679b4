import Foundation

/// A row pairing a label with a value or a control: the label leading, the content trailing,
/// as a GNOME preferences row shows a setting.
///
/// The label also names the content's controls for screen readers — a slider, field, editor
/// or spin button that has no label of its own is announced by the row's label, as SwiftUI
/// does in a form.
///
/// ```swift
/// LabeledContent("Version", value: "1.2.0")
/// LabeledContent("Volume") {
///     Slider(value: $volume)
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    /// Labeled content is primitive.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a row with a label you build and the content beside it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LabeledContentNode<Label, Content>(graph: graph) }
}

extension LabeledContent where Label == Text {
    /// Creates a row with a localized title and the content beside it.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a row with a title and the content beside it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row with a localized title and a value shown dimmed at its end.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value).foregroundStyle(.secondary) }, label: { Text(titleKey) })
    }

    /// Creates a row with a title and a value shown dimmed at its end.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value).foregroundStyle(.secondary) }, label: { Text(title) })
    }

    /// Creates a row with a localized title and a value formatted for the locale by `format`.
    ///
    /// ```swift
    /// LabeledContent("Size", value: 1_250_000, format: .number)
    /// ```
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format).foregroundStyle(.secondary) }, label: { Text(titleKey) })
    }
}

/// Renders a ``LabeledContent``: the backend's row with the label leading and the content
/// trailing, the content's unnamed controls named by the label.
@MainActor
final class LabeledContentNode<Label: View, Content: View>: LabeledControlNode<LabeledContent<Label, Content>> {
    private var backend: any FormBackend {
        requiredBackend((any FormBackend).self, of: graph, for: "LabeledContent")
    }

    override func makeControl() -> BackendWidget { backend.makeLabeledContent() }

    override func partViews(of view: LabeledContent<Label, Content>) -> [(any View)?] { [view.label, view.content] }

    override func place(_ parts: [BackendWidget?], in control: BackendWidget) {
        backend.placeLabeledContentParts(control, label: parts[0], content: parts[1])
    }
}
