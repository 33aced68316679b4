/// A control that turns a setting on or off.
///
/// How it looks is the ``ToggleStyle`` set with `.toggleStyle(_:)`, inherited by every toggle
/// inside: a switch beside the label (the default), a check box, or a button that stays
/// pressed while on. The label names the control for screen readers, also when
/// `.labelsHidden()` hides it.
///
/// ```swift
/// Toggle("Use Face ID", isOn: $settings.isUseFaceID)
/// Toggle(isOn: $isMuted) { Label("Mute", systemImage: "speaker.slash") }
/// Toggle("Bold", systemImage: "bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    /// Toggles are primitive.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle whose label is `label`.
    ///
    /// - Parameters:
    ///   - isOn: Whether the toggle is on; flipping it writes here.
    ///   - label: What the toggle is for.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ToggleNode(graph: graph) }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a text label shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == GtkUICore.Label<Text, Image> {
    /// Creates a toggle labelled with a localized title and the icon for an SF Symbols name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GtkUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle labelled with a title and the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GtkUICore.Label(title, systemImage: systemImage) }
    }
}

/// A ``Toggle`` without its label's type, for its node.
@MainActor
protocol ToggleRepresentable {
    var toggleBinding: Binding<Bool> { get }
    var toggleLabel: any View { get }
}

extension Toggle: ToggleRepresentable {
    var toggleBinding: Binding<Bool> { isOn }
    var toggleLabel: any View { label }
}
