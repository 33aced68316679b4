/// A control for selecting a value from a bounded range by dragging a knob along a track.
///
/// The track fills from its start to the value in the tint colour (`.tint(_:)`). The label
/// names the slider for screen readers and shows before the track; the minimum and maximum
/// value labels show at its two ends. With a `step`, every change the user makes snaps to
/// `lowerBound + n × step`. `onEditingChanged` receives `true` when the user starts
/// adjusting the value (pressing the knob or track, a key) and `false` when they are done.
///
/// ```swift
/// @State private var volume = 0.5
/// Slider(value: $volume, in: 0...1) { Text("Volume") }
/// Slider(value: $speed, in: 0...100, step: 5) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// } onEditingChanged: { isEditing = $0 }
/// ```
///
/// A range with no values between its bounds (`1...1`, or in a release build a backwards
/// `ClosedRange(uncheckedBounds:)`) is reported once, naming the slider, and shows a slider
/// that takes no input.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    /// Sliders are primitive.
    public typealias Body = Never
    let getValue: @MainActor () -> Double
    let setValue: @MainActor (Double) -> Void
    let lowerBound: Double
    let upperBound: Double
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        getValue = { Double(value.wrappedValue) }
        setValue = { value.wrappedValue = V($0) }
        lowerBound = Double(bounds.lowerBound)
        upperBound = Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { SliderNode<Label, ValueLabel>(graph: graph) }
}

extension Slider {
    /// Creates a slider with a label and minimum and maximum value labels.
    ///
    /// - Parameters:
    ///   - value: The selected value, within `bounds`.
    ///   - bounds: The range of selectable values.
    ///   - label: Names the slider; shown before the track.
    ///   - minimumValueLabel: Shown at the track's start.
    ///   - maximumValueLabel: Shown at the track's end.
    ///   - onEditingChanged: Called with `true` when the user starts changing the value and
    ///     `false` when they stop.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider whose values are `step` apart, with a label and minimum and maximum
    /// value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label that names it.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...1) { Text("Volume") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider whose values are `step` apart, with a label that names it.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider for a value in `bounds`.
    ///
    /// ```swift
    /// Slider(value: $progress)
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider for a value in `bounds` whose values are `step` apart.
    ///
    /// ```swift
    /// Slider(value: $rating, in: 0...5, step: 1)
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
