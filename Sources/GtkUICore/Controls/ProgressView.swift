/// Shows the progress of a task: a spinner while its length is unknown, or a bar filled to
/// the fraction done.
///
/// `ProgressView()` and `ProgressView("Loading…")` spin while they are on screen.
/// `ProgressView(value:total:)` fills a bar to `value / total`; a nil value makes the bar pulse.
/// The label shows above the indicator and names it for screen readers; the current-value
/// label shows below it. `.progressViewStyle(_:)` chooses `.linear`, `.circular` or a style of
/// your own.
///
/// ```swift
/// ProgressView("Loading…")
/// ProgressView("Downloading", value: downloaded, total: size)
/// ProgressView(value: 0.4) {
///     Text("Upload")
/// } currentValueLabel: {
///     Text("40%")
/// }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// Progress views are primitive.
    public typealias Body = Never
    let indicator: ProgressIndicator
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(indicator: ProgressIndicator, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.indicator = indicator
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { StyledProgressNode(graph: graph) }

    /// A bar's indicator for `value` of `total`, clamped to 0…1; a total that is not positive
    /// is reported and shows an empty bar.
    static func bar<V: BinaryFloatingPoint>(value: V?, total: V) -> ProgressIndicator {
        guard let value else { return .bar(fraction: nil) }
        let total = Double(total)
        guard total > 0, total.isFinite else {
            Diagnostics.emitOnce(
                "ProgressView(value: \(value), total: \(total)): the total is not a positive number, so the bar is "
                    + "shown empty. Pass the amount of work to do as total, such as total: 100.")
            return .bar(fraction: 0)
        }
        let fraction = Double(value) / total
        return .bar(fraction: fraction.isNaN ? 0 : min(max(fraction, 0), 1))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(indicator: .spinner, label: label(), currentValueLabel: nil)
    }

    /// Creates a bar filled to `value / total`, with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(indicator: Self.bar(value: value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a bar filled to `value / total`, with a label above it and a current-value label
    /// below it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            indicator: Self.bar(value: value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner.
    public init() {
        self.init(indicator: .spinner, label: nil, currentValueLabel: nil)
    }

    /// Creates a bar filled to `value / total` (a pulsing bar when `value` is nil).
    ///
    /// ```swift
    /// ProgressView(value: 0.25)
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(indicator: Self.bar(value: value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner with a localized title below it.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(indicator: .spinner, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a spinner with a title below it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(indicator: .spinner, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a bar filled to `value / total` with a localized title above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(indicator: Self.bar(value: value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a bar filled to `value / total` with a title above it.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(indicator: Self.bar(value: value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// Creates a progress view from a style's configuration: the default look of the
    /// progress view being styled, for a ``ProgressViewStyle`` to decorate.
    ///
    /// ```swift
    /// struct ShadowedStyle: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).shadow(radius: 4)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            indicator: configuration.indicator, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}
