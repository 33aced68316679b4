/// How a ``Picker`` shows its choices, set with `.pickerStyle(_:)` and inherited by every
/// picker inside.
///
/// Each built-in style maps to native GTK widgets:
/// - `.menu` and `.automatic`: a `GtkDropDown` listing the rows' texts.
/// - `.segmented`: a linked row of `GtkToggleButton`s, exactly one pressed.
/// - `.inline` and `.radioGroup`: grouped `GtkCheckButton`s, drawn as radio buttons.
/// - `.wheel`: GNOME has no spinning wheel, so it is drawn as `.menu`.
///
/// As in SwiftUI, the protocol has no requirements you can implement; a type of your own is
/// drawn as `.menu` and reported.
///
/// ```swift
/// Picker("Size", selection: $size) { … }
///     .pickerStyle(.segmented)
/// ```
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The widgets a ``PickerStyle`` draws with.
public enum PickerWidgetKind: Hashable, Sendable {
    /// A drop-down button listing the choices in a popover.
    case menu
    /// A linked row of buttons, one pressed.
    case segmented
    /// A column of radio buttons.
    case radioGroup
}

/// A style GtkUI draws with native widgets.
@MainActor
protocol NativePickerStyle {
    var widgetKind: PickerWidgetKind { get }
}

/// The default picker style: a drop-down (``MenuPickerStyle``).
public struct DefaultPickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the default style.
    public init() {}
    var widgetKind: PickerWidgetKind { .menu }
}

/// A drop-down button showing the choice, listing all of them in a popover (`GtkDropDown`).
public struct MenuPickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: PickerWidgetKind { .menu }
}

/// A linked row of buttons, the chosen one pressed (`GtkToggleButton`s in a group).
public struct SegmentedPickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: PickerWidgetKind { .segmented }
}

/// The choices shown inline, one radio button each (grouped `GtkCheckButton`s).
public struct InlinePickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: PickerWidgetKind { .radioGroup }
}

/// A column of radio buttons (grouped `GtkCheckButton`s).
public struct RadioGroupPickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: PickerWidgetKind { .radioGroup }
}

/// A spinning wheel on iOS; GNOME has none, so GtkUI draws it as ``MenuPickerStyle``.
public struct WheelPickerStyle: PickerStyle, NativePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: PickerWidgetKind { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a drop-down.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A drop-down button listing the choices.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A linked row of buttons, one pressed.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The choices inline, as radio buttons.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel on iOS; a drop-down on GNOME.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    // nil is the default style; styles are values that only the main actor uses.
    nonisolated(unsafe) static let defaultValue: (any PickerStyle)? = nil
}

extension EnvironmentValues {
    /// The style of pickers in this view, set with `.pickerStyle(_:)`.
    @MainActor var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] ?? DefaultPickerStyle() }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// The widgets pickers here are drawn with.
    @MainActor var pickerWidgetKind: PickerWidgetKind {
        let style = pickerStyle
        guard let native = style as? NativePickerStyle else {
            Diagnostics.emitOnce(
                "pickerStyle(\(type(of: style))): GtkUI draws only the built-in picker styles, so this picker "
                    + "is drawn as .menu. Use .menu, .segmented, .inline or .radioGroup.")
            return .menu
        }
        return native.widgetKind
    }
}

extension View {
    /// Sets how the pickers in this view show their choices.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { … }
    ///     .pickerStyle(.radioGroup)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.pickerStyle, style)
    }
}
