/// Gives controls what the core `Backend` lacks: button styles and roles, pressed state for
/// custom button styles, keyboard shortcuts, `.disabled` and `.help`.
///
/// Design notes:
/// - Reached through `graph.backend as? any ControlBackend`; without one, buttons keep the
///   toolkit's default look, have no shortcuts and stay enabled.
/// - Every `update…` writes only what differs from what the widget shows and records each
///   write in ``Backend/statistics``. A widget starts with the defaults (the automatic style,
///   no shortcut, enabled, no tooltip), so a default button costs no write.
/// - ``observeButtonPresses(_:onChange:)`` is called once per button, only for buttons whose
///   custom ``ButtonStyle`` reads `isPressed`.
@MainActor
public protocol ControlBackend: Backend {
    /// Gives `button` the look `appearance` describes.
    func updateButtonAppearance(_ button: BackendWidget, appearance: ButtonAppearance)
    /// Calls `onChange` with true when the pointer (or a keyboard activation) presses `button`
    /// and with false when it lets go.
    func observeButtonPresses(_ button: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void)
    /// Activates `button` when `shortcut` is pressed anywhere in its window while the button is
    /// shown and enabled; nil removes the shortcut.
    func updateKeyboardShortcut(_ button: BackendWidget, shortcut: KeyboardShortcut?)
    /// Makes a control respond to input, or not (`.disabled(true)`).
    func updateEnabled(_ control: BackendWidget, isEnabled: Bool)
    /// Shows `text` as the widget's tooltip (`.help(_:)`); nil removes it.
    func updateHelp(_ widget: BackendWidget, text: String?)
}

/// How a button looks: its style from `.buttonStyle(_:)`, its role, its size and whether it is
/// the window's default button.
public struct ButtonAppearance: Hashable, Sendable {
    /// The looks a button can have.
    public enum Style: Hashable, Sendable {
        /// The platform's default: a framed button.
        case automatic
        /// A framed button.
        case bordered
        /// A filled button in the accent colour (the tint), red for a destructive role.
        case borderedProminent
        /// No frame until the pointer is over it.
        case borderless
        /// The label alone, without frame, padding or hover highlight.
        case plain
        /// A hyperlink.
        case link
        /// A custom ``ButtonStyle`` draws the whole button; the toolkit draws no chrome.
        case custom
    }

    /// The style.
    public var style: Style
    /// The button's role.
    public var role: ButtonRole?
    /// The size, from `.controlSize(_:)`.
    public var controlSize: ControlSize
    /// Whether the button answers to Return (`.keyboardShortcut(.defaultAction)`), which gives
    /// it the prominent look on the automatic and bordered styles.
    public var isDefaultAction: Bool

    /// Describes a button's look.
    public init(
        style: Style = .automatic, role: ButtonRole? = nil, controlSize: ControlSize = .regular,
        isDefaultAction: Bool = false
    ) {
        self.style = style
        self.role = role
        self.controlSize = controlSize
        self.isDefaultAction = isDefaultAction
    }
}
