/// How a ``Toggle`` looks and is operated, set with `.toggleStyle(_:)`.
///
/// The built-in styles map to native GTK widgets: ``SwitchToggleStyle`` (`.switch`, a
/// `GtkSwitch` beside the label; also `.automatic`), ``CheckboxToggleStyle`` (`.checkbox`, a
/// `GtkCheckButton` holding the label) and ``ButtonToggleStyle`` (`.button`, a
/// `GtkToggleButton` showing the label, pressed while on). A style of your own draws the
/// toggle from its configuration, as in SwiftUI.
///
/// ```swift
/// Form { Toggle("Wi-Fi", isOn: $wifi); Toggle("Bluetooth", isOn: $bluetooth) }
///     .toggleStyle(.checkbox)
///
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Image(systemName: configuration.isOn ? "star.fill" : "star")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and state of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
    /// Draws a toggle from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The parts of a ``Toggle`` a ``ToggleStyle`` draws.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView, AnyViewConvertible {
        /// The label is shown as the toggle built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it flips the toggle.
    @Binding public var isOn: Bool
}

/// The widget a built-in ``ToggleStyle`` draws with.
public enum ToggleWidgetKind: Hashable, Sendable {
    /// The label beside an on/off switch.
    case `switch`
    /// A check box with the label beside it.
    case checkbox
    /// A button showing the label that stays pressed while on.
    case button
}

/// A style GtkUI draws with a native widget instead of a body.
@MainActor
protocol NativeToggleStyle {
    var widgetKind: ToggleWidgetKind { get }
}

extension ToggleStyle where Body == Never {
    /// Built-in styles are drawn by the view graph with native widgets.
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is drawn by the view graph")
    }
}

/// The default toggle style: a switch (``SwitchToggleStyle``).
public struct DefaultToggleStyle: ToggleStyle, NativeToggleStyle {
    /// Drawn natively.
    public typealias Body = Never
    /// Creates the default style.
    public init() {}
    var widgetKind: ToggleWidgetKind { .switch }
}

/// The label beside an on/off switch (`GtkSwitch`).
public struct SwitchToggleStyle: ToggleStyle, NativeToggleStyle {
    /// Drawn natively.
    public typealias Body = Never
    /// Creates the style.
    public init() {}
    var widgetKind: ToggleWidgetKind { .switch }
}

/// A check box holding the label (`GtkCheckButton`).
public struct CheckboxToggleStyle: ToggleStyle, NativeToggleStyle {
    /// Drawn natively.
    public typealias Body = Never
    /// Creates the style.
    public init() {}
    var widgetKind: ToggleWidgetKind { .checkbox }
}

/// A button showing the label that stays pressed while the toggle is on (`GtkToggleButton`).
public struct ButtonToggleStyle: ToggleStyle, NativeToggleStyle {
    /// Drawn natively.
    public typealias Body = Never
    /// Creates the style.
    public init() {}
    var widgetKind: ToggleWidgetKind { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The label beside an on/off switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box holding the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    // nil is the default style; styles are values that only the main actor uses.
    nonisolated(unsafe) static let defaultValue: (any ToggleStyle)? = nil
}

extension EnvironmentValues {
    /// The style of toggles in this view, set with `.toggleStyle(_:)`.
    @MainActor var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] ?? DefaultToggleStyle() }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the toggles in this view look and are operated.
    ///
    /// ```swift
    /// VStack { Toggle("Bold", isOn: $bold); Toggle("Italic", isOn: $italic) }
    ///     .toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.toggleStyle, style)
    }
}
