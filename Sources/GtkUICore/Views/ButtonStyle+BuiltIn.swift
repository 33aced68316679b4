// MARK: Built-in styles

/// A built-in style, which the backend draws with native widget styles.
@MainActor
protocol BuiltInButtonStyle {
    var appearanceStyle: ButtonAppearance.Style { get }
}

extension BuiltInButtonStyle where Self: PrimitiveButtonStyle {
    /// The configuration's button drawn in this style.
    func builtInBody(configuration: PrimitiveButtonStyleConfiguration) -> ModifiedContent<
        Button<PrimitiveButtonStyleConfiguration.Label>, _EnvironmentModifier
    > {
        Button(configuration).buttonStyle(self)
    }
}

/// The default button style: on GNOME a framed button (``BorderedButtonStyle``).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .automatic }
}

/// A framed button; a destructive one is GNOME's red `destructive-action`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .bordered }
}

/// A button filled with the accent colour — GNOME's `suggested-action`, coloured by `.tint(_:)`
/// — or red (`destructive-action`) for a destructive role.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .borderedProminent }
}

/// A button without a frame until the pointer is over it: GNOME's `flat` button; a destructive
/// one has red text.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .borderless }
}

/// The label drawn as it is: no frame, padding or hover highlight.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .plain }
}

/// A hyperlink: GTK's link button look (`button.link`), in the link colour (the tint).
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the style.
    public init() {}
    /// A native button with the configuration's label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration: configuration) }
    var appearanceStyle: ButtonAppearance.Style { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: a framed button.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A framed button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with the accent colour (red when destructive).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a frame until hovered.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A hyperlink.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
