private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls in this view respond to input: false inside a `.disabled(true)` view.
    ///
    /// ```swift
    /// struct Hint: View {
    ///     @Environment(\.isEnabled) private var isEnabled
    ///     var body: some View { Text(isEnabled ? "Ready" : "Unavailable") }
    /// }
    /// ```
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Turns off the controls in this view — buttons, text fields, toggles — when `disabled` is
    /// true: they are dimmed and ignore clicks, typing and keyboard shortcuts. A view inside a
    /// disabled one stays disabled whatever it says itself; `@Environment(\.isEnabled)` reads
    /// the result.
    ///
    /// ```swift
    /// VStack { TextField("Name", text: $name); Button("Send") { send() } }
    ///     .disabled(isSending)
    /// ```
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    /// Sets the size of the controls in this view (see ``ControlSize`` for what each size is
    /// on GTK).
    ///
    /// ```swift
    /// Button("Details") {}.controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.controlSize, controlSize)
    }

    /// Shows `text` in a tooltip when the pointer rests on this view; screen readers read it as
    /// the view's description.
    ///
    /// ```swift
    /// Button("Sync", systemImage: "arrow.clockwise") { sync() }.help("Fetch the latest notes")
    /// ```
    public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _HelpModifier> {
        modifier(_HelpModifier(text: Text(textKey)))
    }

    /// Shows `text`, as plain text, in a tooltip when the pointer rests on this view.
    public func help(_ text: Text) -> ModifiedContent<Self, _HelpModifier> {
        modifier(_HelpModifier(text: text))
    }

    /// Shows `text` in a tooltip when the pointer rests on this view.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _HelpModifier> {
        modifier(_HelpModifier(text: Text(verbatim: String(text))))
    }
}

/// `.help(_:)`: a tooltip on the view's widgets.
public struct _HelpModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let text: Text
    func makeNode(in graph: ViewGraph) -> ViewNode { HelpNode(graph: graph) }
}

/// Writes the help text as the tooltip of the content's widgets, and again on widgets that
/// replace them.
@MainActor
final class HelpNode: ModifierNode<_HelpModifier> {
    override func didUpdate(isFirst: Bool) { applyHelp() }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        applyHelp()
        super.hostWidgetsDidChange()
    }

    private func applyHelp() {
        guard let modifier, let backend = graph.backend as? any ControlBackend else { return }
        let text = modifier.text.plainText(locale: environment.locale)
        for widget in hostWidgets { backend.updateHelp(widget, text: text) }
    }
}
