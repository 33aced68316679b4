/// Turns ``ProgressView`` and ``Gauge`` views into a toolkit's progress indicators.
///
/// Design notes:
/// - A progress view is one widget holding its indicator — a spinner, or a bar (a ring in the
///   circular style) when the view has a value — with its label above and its current-value label below, placed by
///   ``placeProgressParts(_:label:currentValueLabel:)`` when those parts' widgets change. The
///   indicator can change kind in place when a view gains or loses its value.
/// - A gauge is one widget holding a level bar between its minimum and maximum value labels,
///   with its label and current-value label above.
/// - The indicators are named for assistive technologies by their label's text.
/// - `update…` writes only what differs, recording each write in ``Backend/statistics``.
/// - Reached through `graph.backend as? any ProgressBackend`.
///
/// ```swift
/// let bar = backend.makeProgress()
/// backend.updateProgress(bar, indicator: .bar(fraction: 0.25))
/// ```
@MainActor
public protocol ProgressBackend: Backend {
    /// Creates a progress view with no indicator yet.
    func makeProgress() -> BackendWidget
    /// Shows `indicator`, replacing a spinner by a bar or back when its kind changes.
    func updateProgress(_ progress: BackendWidget, indicator: ProgressIndicator)
    /// Places the label above the indicator and the current-value label below it.
    func placeProgressParts(_ progress: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?)

    /// Creates a gauge.
    func makeGauge() -> BackendWidget
    /// Shows `configuration`: the value and its range.
    func updateGauge(_ gauge: BackendWidget, with configuration: GaugeConfiguration)
    /// Places the label and current-value label above the bar and the bounds labels at its ends.
    func placeGaugeParts(
        _ gauge: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?, minimum: BackendWidget?,
        maximum: BackendWidget?)
}

/// The indicator a progress view shows.
public enum ProgressIndicator: Hashable, Sendable {
    /// A spinning circle: work of unknown length (`ProgressView()`).
    case spinner
    /// A bar filled to `fraction` (0…1); nil for a bar that pulses because the amount of work
    /// done is unknown (`ProgressView(value: nil)`).
    case bar(fraction: Double?)
    /// A ring filled clockwise from the top to `fraction` (0…1): a bar in the circular style.
    case ring(fraction: Double)
}

/// What a gauge shows, resolved by the view graph from a ``Gauge``.
public struct GaugeConfiguration: Hashable, Sendable {
    /// The current value, within the bounds.
    public var value: Double
    /// The value of an empty gauge.
    public var lowerBound: Double
    /// The value of a full gauge.
    public var upperBound: Double
    /// Whether the gauge is drawn compactly, as SwiftUI's accessory styles are.
    public var isCompact: Bool

    /// Describes a gauge.
    public init(value: Double, bounds: ClosedRange<Double>, isCompact: Bool = false) {
        self.value = value
        self.lowerBound = bounds.lowerBound
        self.upperBound = bounds.upperBound
        self.isCompact = isCompact
    }
}
