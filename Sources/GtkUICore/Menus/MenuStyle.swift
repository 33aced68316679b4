/// How a ``Menu``'s button looks, set with `.menuStyle(_:)` and inherited by every menu inside.
///
/// - `.automatic` and `.button`: a framed `GtkMenuButton`, with a down arrow beside a text label.
/// - `.borderlessButton`: the same button without a frame (GTK's `flat` look), as in a toolbar.
///
/// As for ``PickerStyle``, a type of your own is drawn as `.automatic` and reported: GtkUI
/// draws menus with GTK's own widgets only.
///
/// ```swift
/// Menu("Options") { … }
///     .menuStyle(.borderlessButton)
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The default menu style: a framed button (``ButtonMenuStyle``).
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the default style.
    public init() {}
}

/// A framed button that opens the menu.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A button without a frame that opens the menu.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style: a framed button.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A framed button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A button without a frame.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuIsBorderlessKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether menus here are drawn without a frame (`.menuStyle(.borderlessButton)`).
    var menuIsBorderless: Bool {
        get { self[MenuIsBorderlessKey.self] }
        set { self[MenuIsBorderlessKey.self] = newValue }
    }
}

extension View {
    /// Sets how the menus in this view draw their button.
    ///
    /// ```swift
    /// Menu("Options") { … }.menuStyle(.borderlessButton)
    /// ```
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let isBorderless: Bool
        switch style {
        case is BorderlessButtonMenuStyle: isBorderless = true
        case is DefaultMenuStyle, is ButtonMenuStyle: isBorderless = false
        default:
            Diagnostics.emitOnce(
                "menuStyle(\(S.self)): GtkUI draws only the built-in menu styles, so these menus are drawn as "
                    + ".automatic. Use .automatic, .button or .borderlessButton.")
            isBorderless = false
        }
        return environment(\.menuIsBorderless, isBorderless)
    }
}
