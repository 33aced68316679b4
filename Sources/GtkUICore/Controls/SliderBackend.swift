/// Turns ``Slider`` views into a toolkit's slider widgets.
///
/// Design notes:
/// - A slider is one widget holding the track and, when the view has them, its title and
///   its minimum and maximum value labels, placed by ``placeSliderParts(_:title:minimum:maximum:)``
///   whenever those parts' widgets change. The track is named for assistive technologies by
///   the title's text.
/// - The view graph works in `Double`; it converts the bound `BinaryFloatingPoint` value and
///   snaps user changes to the step before writing the binding once.
/// - ``updateSlider(_:with:)`` writes only what differs from what the widget shows, with the
///   widget's signals blocked, so a value set from code never comes back as a user change.
/// - `onEditingChanged` reports `true` when the user starts adjusting the value (pressing the
///   track, a key, a scroll) and `false` when they are done, around the value changes.
/// - Reached through `graph.backend as? any SliderBackend`.
///
/// ```swift
/// let slider = backend.makeSlider(onChange: { print($0) }, onEditingChanged: { print($0) })
/// backend.updateSlider(slider, with: SliderConfiguration(value: 0.5, bounds: 0...1, step: nil))
/// ```
@MainActor
public protocol SliderBackend: Backend {
    /// Creates a slider that reports each user change of its value to `onChange` and the start
    /// and end of the user's adjustment to `onEditingChanged`.
    func makeSlider(
        onChange: @escaping @MainActor (Double) -> Void, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget
    /// Shows `configuration`: the value, range, step and whether the slider takes input.
    func updateSlider(_ slider: BackendWidget, with configuration: SliderConfiguration)
    /// Places the title and the minimum and maximum value labels (nil when the view has none).
    func placeSliderParts(
        _ slider: BackendWidget, title: BackendWidget?, minimum: BackendWidget?, maximum: BackendWidget?)
}

/// What a slider shows, resolved by the view graph from a ``Slider``.
///
/// ```swift
/// SliderConfiguration(value: 30, bounds: 0...100, step: 10)
/// ```
public struct SliderConfiguration: Hashable, Sendable {
    /// The current value, within the bounds.
    public var value: Double
    /// The smallest value.
    public var lowerBound: Double
    /// The largest value.
    public var upperBound: Double
    /// The distance between allowed values; nil for a continuous slider.
    public var step: Double?
    /// Whether the slider takes input; false for a slider whose range is invalid.
    public var isEnabled: Bool

    /// Describes a slider.
    public init(value: Double, bounds: ClosedRange<Double>, step: Double?, isEnabled: Bool = true) {
        self.value = value
        self.lowerBound = bounds.lowerBound
        self.upperBound = bounds.upperBound
        self.step = step
        self.isEnabled = isEnabled
    }

    /// The amount one key press moves the value: the step, or a twentieth of the range.
    public var keyboardIncrement: Double {
        step ?? max((upperBound - lowerBound) / 20, .leastNonzeroMagnitude)
    }
}
