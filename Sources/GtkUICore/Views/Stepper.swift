import Foundation

/// A label with − and + buttons that decrement and increment a value.
///
/// Bound to a value, each click moves it by `step` within `bounds` (a step past a bound stops
/// at the bound, and a button is disabled while the value is at its bound) and calls
/// `onEditingChanged` with `true` before the change and `false` after it. A stepper built with
/// a nil `onIncrement` or `onDecrement` disables that button. With `format:` the formatted value shows between the label and the buttons.
///
/// ```swift
/// Stepper("stepper \(value)", onIncrement: { value += 1 }, onDecrement: { value -= 1 })
/// Stepper("Count: \(count)", value: $count, in: 0...10)
/// Stepper("Opacity", value: $opacity, in: 0...1, step: 0.1, format: .percent)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let formattedValue: (@MainActor () -> Text)?
    /// Whether the value can move up (true) or down (false); nil for a stepper of closures.
    let canStep: (@MainActor (_ up: Bool) -> Bool)?
    @Environment(\.locale) private var locale

    /// Creates a stepper that calls your closures, reporting when the user starts and stops
    /// changing the value.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement.map { action in Self.editing(action, onEditingChanged) }
        self.onDecrement = onDecrement.map { action in Self.editing(action, onEditingChanged) }
        self.formattedValue = nil
        self.canStep = nil
    }

    /// Creates a stepper bound to a value, changed by `step` within `bounds`, with a label you
    /// build.
    ///
    /// ```swift
    /// Stepper(value: $guests, in: 1...8) { Text("Guests: \(guests)") }
    /// ```
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    /// Creates a stepper bound to a value, changed by `step` without bounds, with a label you
    /// build.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void,
        label: Label, formattedValue: (@MainActor () -> Text)? = nil
    ) {
        self.label = label
        self.formattedValue = formattedValue
        let move: @MainActor (V.Stride) -> Void = { distance in
            var next = value.wrappedValue.advanced(by: distance)
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            guard next != value.wrappedValue else { return }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        self.onIncrement = { move(step) }
        self.onDecrement = { move(-step) }
        self.canStep = { up in
            guard let bounds else { return true }
            return up ? value.wrappedValue < bounds.upperBound : value.wrappedValue > bounds.lowerBound
        }
    }

    private static func editing(
        _ action: @escaping @MainActor () -> Void, _ onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) -> @MainActor () -> Void {
        {
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }

    /// The label, the formatted value if any, then a decrement and an increment button.
    public var body: some View {
        HStack {
            label
            Spacer()
            if let formattedValue { formattedValue() }
            Button(
                accessibleName: Localization.translate("Decrement", locale: locale), action: { onDecrement?() },
                label: Text(verbatim: "−")
            )
            .disabled(onDecrement == nil || canStep?(false) == false)
            Button(
                accessibleName: Localization.translate("Increment", locale: locale), action: { onIncrement?() },
                label: Text(verbatim: "+")
            )
            .disabled(onIncrement == nil || canStep?(true) == false)
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a localized text label that calls your closures.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// Creates a stepper with a text label that calls your closures.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// Creates a stepper bound to a value, changed by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(titleKey))
    }

    /// Creates a stepper with a text label bound to a value, changed by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(title))
    }

    /// Creates a stepper bound to a value within `bounds` that shows the value formatted by
    /// `format` for the locale.
    ///
    /// ```swift
    /// Stepper("Zoom", value: $zoom, in: 0.5...2, step: 0.25, format: .percent)
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(titleKey),
            formattedValue: { Text(value.wrappedValue, format: format) })
    }

    /// Creates a stepper bound to a value without bounds that shows the value formatted by
    /// `format` for the locale.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(
            value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: Text(titleKey),
            formattedValue: { Text(value.wrappedValue, format: format) })
    }
}
