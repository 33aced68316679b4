extension View {
    /// Lets the view extend into the safe area's `regions` on `edges` — a no-op on the desktop.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    ///
    /// A GTK window has no safe area to avoid (no notch, home indicator or on-screen keyboard
    /// inset): its content already fills the space below the header bar, so the view is
    /// returned unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// Pads the view on `edges` by the space a window's content keeps from its edges: 20
    /// points, as SwiftUI does on macOS.
    ///
    /// ```swift
    /// Form { … }.scenePadding()
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _PaddingModifier> {
        padding(edges, 20)
    }
}

/// The parts of a safe area a view may extend into with ``View/ignoresSafeArea(_:edges:)``.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions' bits.
    public let rawValue: UInt
    /// Creates a set of regions from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area the device's shape or the system's bars take.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the on-screen keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all = SafeAreaRegions(rawValue: 3)
}
