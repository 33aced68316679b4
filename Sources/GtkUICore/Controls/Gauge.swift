/// Shows a value within a range as a filled level bar, like a fuel or battery gauge.
///
/// The label and the current-value label show above the bar, the minimum and maximum value
/// labels at its ends; the label names the bar for screen readers. A value outside the range
/// shows as an empty or full bar. Pick a look with ``View/gaugeStyle(_:)``.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    /// Gauges are primitive.
    public typealias Body = Never
    let value: Double
    let lowerBound: Double
    let upperBound: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
    ) {
        self.value = Double(value)
        lowerBound = Double(bounds.lowerBound)
        upperBound = Double(bounds.upperBound)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        GaugeNode<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>(graph: graph)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds` with a label, a current-value label and
    /// labels for its bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// Renders a ``Gauge``: the backend's level bar with its labels as parts.
@MainActor
final class GaugeNode<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>:
    LabeledControlNode<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>
{
    private var backend: any ProgressBackend { requiredBackend((any ProgressBackend).self, of: graph, for: "Gauge") }

    override func makeControl() -> BackendWidget { backend.makeGauge() }

    override func partViews(of view: Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>) -> [(any View)?] {
        [view.label, view.currentValueLabel, view.minimumValueLabel, view.maximumValueLabel]
    }

    override func place(_ parts: [BackendWidget?], in control: BackendWidget) {
        backend.placeGaugeParts(
            control, label: parts[0], currentValueLabel: parts[1], minimum: parts[2], maximum: parts[3])
    }

    override func apply(
        _ view: Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>, to control: BackendWidget
    ) {
        let isCompact = environment.gaugeStyle.isCompact
        guard view.lowerBound.isFinite, view.upperBound.isFinite, view.lowerBound < view.upperBound else {
            Diagnostics.emitOnce(
                "Gauge in \(viewPath): its range \(view.lowerBound)...\(view.upperBound) has no values between its "
                    + "bounds, so the gauge is shown empty. Pass a range whose lower bound is below its upper bound.")
            backend.updateGauge(control, with: GaugeConfiguration(value: 0, bounds: 0...1, isCompact: isCompact))
            return
        }
        let value = view.value.isNaN ? view.lowerBound : min(max(view.value, view.lowerBound), view.upperBound)
        backend.updateGauge(
            control,
            with: GaugeConfiguration(value: value, bounds: view.lowerBound...view.upperBound, isCompact: isCompact))
    }
}
