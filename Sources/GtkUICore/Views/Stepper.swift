/// A label with − and + buttons that decrement and increment a value.
///
/// ```swift
/// Stepper("stepper \(value)", onIncrement: { value += 1 }, onDecrement: { value -= 1 })
/// Stepper("Count: \(count)", value: $count, in: 0...10)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    @Environment(\.locale) private var locale

    /// Creates a stepper that calls your closures.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// The label, then a decrement and an increment button.
    public var body: some View {
        HStack {
            label
            Spacer()
            Button(
                accessibleName: Localization.translate("Decrement", locale: locale), action: { onDecrement?() },
                label: Text(verbatim: "−"))
            Button(
                accessibleName: Localization.translate("Increment", locale: locale), action: { onIncrement?() },
                label: Text(verbatim: "+"))
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a localized text label that calls your closures.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    /// Creates a stepper with a text label that calls your closures.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }

    /// Creates a stepper bound to a value, changed by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1
    ) {
        self.init(
            titleKey,
            onIncrement: {
                let next = value.wrappedValue.advanced(by: step)
                if bounds.map({ $0.contains(next) }) ?? true { value.wrappedValue = next }
            },
            onDecrement: {
                let next = value.wrappedValue.advanced(by: -step)
                if bounds.map({ $0.contains(next) }) ?? true { value.wrappedValue = next }
            })
    }
}
