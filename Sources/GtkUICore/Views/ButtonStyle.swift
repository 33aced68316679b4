/// Draws a button from its label, role and pressed state, set with `.buttonStyle(_:)`; the
/// button still handles clicks and keyboard activation.
///
/// The style's body replaces the toolkit's button frame: on GTK the button is drawn without
/// theme chrome (no frame, padding, hover or pressed highlight, no dimming when disabled), and
/// `isPressed` is true while the pointer holds the button down. Only the style's body is
/// evaluated again when it changes.
///
/// ```swift
/// struct ScaleButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(configuration.isPressed ? .gray : .blue)
///     }
/// }
/// Button("Press me") {}.buttonStyle(ScaleButtonStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label, role and pressed state of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// Draws a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button that a ``ButtonStyle`` draws.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView, AnyViewConvertible {
        /// The label is shown as the button built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the pointer (or a keyboard activation) is pressing the button now.
    public let isPressed: Bool
}

/// Makes a whole button from its label, role and a trigger, set with `.buttonStyle(_:)`: the
/// style decides what runs the action (usually a `Button(configuration)` it decorates).
///
/// The built-in styles — `.automatic`, `.bordered`, `.borderedProminent`, `.borderless`,
/// `.plain` and `.link` — are primitive button styles.
///
/// ```swift
/// struct RedBorderedStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).buttonStyle(.bordered).tint(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and role of the button being made, and its trigger.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Makes a button. Buttons inside the result have the default style unless it sets
    /// another.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button that a ``PrimitiveButtonStyle`` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView, AnyViewConvertible {
        /// The label is shown as the button built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    let onTrigger: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { onTrigger() }
}

// MARK: The environment

/// The button style set by the nearest `.buttonStyle(_:)` above.
@MainActor
enum ButtonStyleChoice {
    case builtIn(ButtonAppearance.Style)
    case custom(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)

    init<S: PrimitiveButtonStyle>(_ style: S) {
        if let builtIn = style as? BuiltInButtonStyle {
            self = .builtIn(builtIn.appearanceStyle)
        } else {
            self = .primitive(style)
        }
    }

    /// The look of the native button: a custom `ButtonStyle` draws its own. A primitive style
    /// makes its own buttons, in the default style; only a `NavigationLink`, which it cannot
    /// make, reaches a native button with it, and gets the default look.
    var appearanceStyle: ButtonAppearance.Style {
        switch self {
        case .builtIn(let style): style
        case .custom: .custom
        case .primitive: .automatic
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: ButtonStyleChoice? = nil
}

extension EnvironmentValues {
    /// The style of buttons in this view, set with `.buttonStyle(_:)`.
    @MainActor var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] ?? .builtIn(.automatic) }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view: `.automatic`, `.bordered`,
    /// `.borderedProminent`, `.borderless`, `.plain`, `.link` or your own.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Cancel", role: .cancel) {}
    ///     Button("Save") {}.buttonStyle(.borderedProminent)
    /// }
    /// .buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.buttonStyle, ButtonStyleChoice(style))
    }

    /// Draws the buttons in this view with `style`, which replaces the button's frame.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.buttonStyle, .custom(style))
    }
}

// MARK: Rendering custom styles

/// Whether a custom style's button is pressed: read by the style's body alone, so a press
/// re-evaluates only that body.
@MainActor
final class ButtonPressState: ObservationSource {
    private var pressed = false

    var isPressed: Bool {
        recordRead()
        return pressed
    }

    func set(_ isPressed: Bool) {
        guard pressed != isPressed else { return }
        pressed = isPressed
        notifyDependents()
    }
}

/// A ``ButtonStyle``'s body for one button: the content of the native button.
///
/// The style is a stored property, so its own `@Environment` and `@State` wrappers are
/// installed like a view's.
struct ButtonStyleBody<Style: ButtonStyle>: View {
    var style: Style
    let label: any View
    let role: ButtonRole?
    let press: ButtonPressState

    var body: Style.Body {
        style.makeBody(
            configuration: ButtonStyleConfiguration(
                role: role, label: .init(content: label), isPressed: press.isPressed))
    }
}

/// A ``PrimitiveButtonStyle``'s body for one button, in place of a native button.
struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View {
    var style: Style
    let label: any View
    let role: ButtonRole?
    let trigger: @MainActor () -> Void

    var body: Style.Body {
        style.makeBody(
            configuration: PrimitiveButtonStyleConfiguration(
                role: role, label: .init(content: label), onTrigger: trigger))
    }
}

@MainActor
func makeButtonStyleBody(_ style: any ButtonStyle, label: any View, role: ButtonRole?, press: ButtonPressState)
    -> any View
{
    func make<S: ButtonStyle>(_ style: S) -> any View {
        ButtonStyleBody(style: style, label: label, role: role, press: press)
    }
    return make(style)
}

@MainActor
func makePrimitiveButtonStyleBody(
    _ style: any PrimitiveButtonStyle, label: any View, role: ButtonRole?, trigger: @escaping @MainActor () -> Void
) -> any View {
    func make<S: PrimitiveButtonStyle>(_ style: S) -> any View {
        PrimitiveButtonStyleBody(style: style, label: label, role: role, trigger: trigger)
    }
    return make(style)
}
