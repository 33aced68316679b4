/// The look of the gauges in a view, set with ``View/gaugeStyle(_:)``.
///
/// GTK draws gauges as level bars, so every style is linear: `.linearCapacity` and
/// `.automatic` fill a full-height bar; the accessory styles draw a thinner one. The circular
/// styles SwiftUI offers on watchOS and in widgets are not provided.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Storage") }.gaugeStyle(.linearCapacity)
/// ```
public protocol GaugeStyle: Sendable {
    /// Whether the gauge is drawn compactly; the style's look, for the view graph.
    var _isCompact: Bool { get }
}

/// The platform's gauge style: a linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default style.
    public init() {}
    /// A full-height bar.
    public var _isCompact: Bool { false }
}

/// A bar filled from its start to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// A full-height bar.
    public var _isCompact: Bool { false }
}

/// A thin bar, as SwiftUI's accessory gauges draw.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// A thin bar.
    public var _isCompact: Bool { true }
}

/// A thin bar filled from its start to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// A thin bar.
    public var _isCompact: Bool { true }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled from its start to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled from its start to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

/// How the gauges in a subtree are drawn, as set by ``View/gaugeStyle(_:)``.
struct GaugeStyleValue: Sendable {
    var isCompact = false
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = GaugeStyleValue()
}

extension EnvironmentValues {
    /// The style set by the nearest `.gaugeStyle(_:)` above.
    var gaugeStyle: GaugeStyleValue {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges in this view with `style`.
    ///
    /// ```swift
    /// VStack { Gauge(value: cpu) { Text("CPU") } }.gaugeStyle(.accessoryLinear)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, GaugeStyleValue(isCompact: style._isCompact))
    }
}
