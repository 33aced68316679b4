/// Draws a progress view from its fraction completed and labels, set with
/// `.progressViewStyle(_:)`.
///
/// The built-in styles are `.automatic` (a spinner without a value, a bar with one),
/// `.linear` (always a bar: one of unknown progress pulses) and `.circular` (a spinner without
/// a value, a ring filled to the fraction with one). A style of your own draws anything; it
/// can wrap the default look with `ProgressView(configuration)`.
///
/// ```swift
/// struct ThickBarStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             Capsule().fill(.blue)
///                 .frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 8)
///         }
///     }
/// }
/// ProgressView("Upload", value: 0.4).progressViewStyle(ThickBarStyle())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The fraction completed and labels of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Draws a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a progress view that a ``ProgressViewStyle`` draws.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView, AnyViewConvertible {
        /// The label is shown as the progress view built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The progress view's current-value label, as a view.
    public struct CurrentValueLabel: View, PrimitiveView, AnyViewConvertible {
        /// The label is shown as the progress view built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// How much of the task is done, from 0 to 1; nil when that is unknown.
    public var fractionCompleted: Double? {
        if case .bar(let fraction) = indicator { return fraction }
        return nil
    }
    /// The indicator the progress view was made with, before any style.
    let indicator: ProgressIndicator
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// One of the built-in progress view styles.
@MainActor
protocol BuiltInProgressViewStyle {
    var kind: ProgressViewStyleKind { get }
}

/// How a built-in style shows a progress view.
enum ProgressViewStyleKind: Hashable {
    case automatic, linear, circular

    /// The indicator this style shows for a progress view made with `indicator`.
    func resolve(_ indicator: ProgressIndicator) -> ProgressIndicator {
        switch (self, indicator) {
        case (.linear, .spinner): .bar(fraction: nil)
        case (.circular, .bar(let fraction?)): .ring(fraction: fraction)
        case (.circular, .bar(nil)): .spinner
        default: indicator
        }
    }
}

/// The platform's default: a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressViewStyleKind { .automatic }
    /// The default progress view.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar: filled to the fraction completed, or pulsing when that is unknown.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressViewStyleKind { .linear }
    /// A bar progress view.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// A circle: a spinner when the fraction completed is unknown, a ring filled to it otherwise.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressViewStyleKind { .circular }
    /// A circular progress view.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default: a spinner without a value, a bar with one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar, pulsing when the progress is unknown.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring filled to the fraction completed.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

// MARK: The environment

/// The progress view style set by the nearest `.progressViewStyle(_:)` above.
@MainActor
enum ProgressViewStyleChoice {
    case builtIn(ProgressViewStyleKind)
    case custom(any ProgressViewStyle)

    init<S: ProgressViewStyle>(_ style: S) {
        if let builtIn = style as? BuiltInProgressViewStyle {
            self = .builtIn(builtIn.kind)
        } else {
            self = .custom(style)
        }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: ProgressViewStyleChoice? = nil
}

extension EnvironmentValues {
    /// The style of progress views in this view, set with `.progressViewStyle(_:)`.
    @MainActor var progressViewStyle: ProgressViewStyleChoice {
        get { self[ProgressViewStyleKey.self] ?? .builtIn(.automatic) }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views in this view: `.automatic`, `.linear`, `.circular`
    /// or your own.
    ///
    /// ```swift
    /// ProgressView(value: 0.6).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.progressViewStyle, ProgressViewStyleChoice(style))
    }
}

/// A ``ProgressViewStyle``'s body for one progress view. The style is a stored property, so
/// its own `@Environment` and `@State` wrappers are installed like a view's.
struct ProgressViewStyleBody<Style: ProgressViewStyle>: View {
    var style: Style
    let configuration: ProgressViewStyleConfiguration

    var body: Style.Body { style.makeBody(configuration: configuration) }
}

@MainActor
func makeProgressViewStyleBody(_ style: any ProgressViewStyle, configuration: ProgressViewStyleConfiguration)
    -> any View
{
    func make<S: ProgressViewStyle>(_ style: S) -> any View {
        ProgressViewStyleBody(style: style, configuration: configuration)
    }
    return make(style)
}
