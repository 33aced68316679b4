/// How a ``DatePicker`` shows its date, set with `.datePickerStyle(_:)` and inherited by every
/// date picker inside.
///
/// Each built-in style maps to native GTK widgets:
/// - `.automatic` and `.compact`: a button showing the formatted date that opens a popover
///   with a `GtkCalendar` and, for `.hourAndMinute`, hour and minute spin buttons.
/// - `.graphical`: the `GtkCalendar` and the spin buttons inline.
/// - `.field` and `.stepperField` (macOS text fields): GNOME has no date field, so they are
///   drawn as `.compact`.
/// - `.wheel` (iOS spinning wheels): drawn as `.graphical`, whose spin buttons are the nearest
///   GNOME control.
///
/// As in SwiftUI, the protocol has no requirements you can implement; a type of your own is
/// drawn as `.compact` and reported.
///
/// ```swift
/// DatePicker("Start", selection: $start)
///     .datePickerStyle(.graphical)
/// ```
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The widgets a ``DatePickerStyle`` draws with.
public enum DatePickerWidgetKind: Hashable, Sendable {
    /// A button showing the date that opens a popover with the calendar and time.
    case compact
    /// The calendar and time shown inline.
    case graphical
}

/// A style GtkUI draws with native widgets.
@MainActor
protocol NativeDatePickerStyle {
    var widgetKind: DatePickerWidgetKind { get }
}

/// The default date picker style: ``CompactDatePickerStyle``.
public struct DefaultDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the default style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .compact }
}

/// A button showing the formatted date; it opens a popover with a calendar and the time.
public struct CompactDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .compact }
}

/// The calendar (`GtkCalendar`) and the hour and minute spin buttons, inline.
public struct GraphicalDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .graphical }
}

/// A text field on macOS; GNOME has no date field, so GtkUI draws ``CompactDatePickerStyle``.
public struct FieldDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .compact }
}

/// A text field with a stepper on macOS; drawn as ``CompactDatePickerStyle`` on GNOME.
public struct StepperFieldDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .compact }
}

/// Spinning wheels on iOS; drawn as ``GraphicalDatePickerStyle``, whose spin buttons are
/// GNOME's nearest control.
public struct WheelDatePickerStyle: DatePickerStyle, NativeDatePickerStyle {
    /// Creates the style.
    public init() {}
    var widgetKind: DatePickerWidgetKind { .graphical }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: a compact button opening a popover.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button showing the date that opens a popover.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The calendar and time inline.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field on macOS; compact on GNOME.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper on macOS; compact on GNOME.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels on iOS; graphical on GNOME.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    // nil is the default style; styles are values that only the main actor uses.
    nonisolated(unsafe) static let defaultValue: (any DatePickerStyle)? = nil
}

extension EnvironmentValues {
    /// The style of date pickers in this view, set with `.datePickerStyle(_:)`.
    @MainActor var datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] ?? DefaultDatePickerStyle() }
        set { self[DatePickerStyleKey.self] = newValue }
    }

    /// The widgets date pickers here are drawn with.
    @MainActor var datePickerWidgetKind: DatePickerWidgetKind {
        let style = datePickerStyle
        guard let native = style as? NativeDatePickerStyle else {
            Diagnostics.emitOnce(
                "datePickerStyle(\(type(of: style))): GtkUI draws only the built-in date picker styles, so this "
                    + "date picker is drawn as .compact. Use .compact, .graphical, .field, .stepperField or .wheel.")
            return .compact
        }
        return native.widgetKind
    }
}

extension View {
    /// Sets how the date pickers in this view show their date.
    ///
    /// ```swift
    /// DatePicker("Start", selection: $start)
    ///     .datePickerStyle(.graphical)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.datePickerStyle, style)
    }
}
