/// Which action `.accessibilityAction(_:_:)` adds to an element: its default action, the
/// escape action, the magic tap, or an action with a name of its own.
///
/// ```swift
/// Text(message.subject)
///     .accessibilityAction(.escape) { dismiss() }
///     .accessibilityAction(AccessibilityActionKind(named: Text("Archive"))) { archive(message) }
/// ```
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `default`, escape, magicTap
        case named(Text)
    }
    let kind: Kind

    /// The element's default action: Enter or Space while it has keyboard focus (unless it is a
    /// control, which keeps those keys), and the `a11y.activate` action over AT-SPI.
    public static let `default` = AccessibilityActionKind(kind: .default)

    /// Dismisses or goes back: Escape while keyboard focus is in the element, and the
    /// `a11y.escape` action over AT-SPI.
    public static let escape = AccessibilityActionKind(kind: .escape)

    /// The most important action of the screen (VoiceOver's two-finger double tap); the desktop
    /// has no such gesture, so it is the `a11y.magic-tap` action over AT-SPI alone.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    private init(kind: Kind) { self.kind = kind }

    /// An action with its own name, listed in the element's context menu and its AT-SPI actions.
    ///
    /// - Parameter name: The name shown in the menu and announced by screen readers.
    public init(named name: Text) { kind = .named(name) }
}
