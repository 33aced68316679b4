import Foundation

/// A size class set with `.environment`, which may itself be nil.
private struct ExplicitSizeClass {
    let sizeClass: UserInterfaceSizeClass?
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: ExplicitSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: ExplicitSizeClass? = nil
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue: DynamicTypeSize? = nil
}

/// The sizes `.dynamicTypeSize(_:)` with a range allows, smallest and largest.
private struct DynamicTypeSizeRangeKey: EnvironmentKey {
    static let defaultValue: ClosedRange<DynamicTypeSize>? = nil
}

extension EnvironmentValues {
    /// Whether the window is narrow: `.compact` while it is under 500 pixels wide — the width
    /// below which a `NavigationSplitView` collapses to one column, as SwiftUI's split view
    /// collapses in a compact width — and `.regular` otherwise; updated as the window is
    /// resized. `.regular` outside a window. Setting it with `.environment` tells the views
    /// below which to use.
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) private var sizeClass
    /// ```
    @MainActor
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            if let explicit = self[HorizontalSizeClassKey.self] { return explicit.sizeClass }
            return _sceneState?.metrics.read(\.horizontalSizeClass) ?? .regular
        }
        set { self[HorizontalSizeClassKey.self] = ExplicitSizeClass(sizeClass: newValue) }
    }

    /// Whether the window is short: `.compact` while it is under 400 pixels tall (as a phone in
    /// landscape is) and `.regular` otherwise; updated as the window is resized. `.regular`
    /// outside a window.
    @MainActor
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            if let explicit = self[VerticalSizeClassKey.self] { return explicit.sizeClass }
            return _sceneState?.metrics.read(\.verticalSizeClass) ?? .regular
        }
        set { self[VerticalSizeClassKey.self] = ExplicitSizeClass(sizeClass: newValue) }
    }

    /// Device pixels per logical pixel where the window is shown: GTK's scale factor of the
    /// window's surface (1, or 2 on a HiDPI monitor; GTK 4.8 scales by whole numbers), updated
    /// when the window moves to a monitor with another scale. 1 outside a window.
    @MainActor
    public var displayScale: CGFloat {
        get { CGFloat(self[DisplayScaleKey.self] ?? _sceneState?.metrics.read(\.displayScale) ?? 1) }
        set { self[DisplayScaleKey.self] = Double(newValue) }
    }

    /// The text size the desktop asks for, from its text scaling factor (see
    /// ``DynamicTypeSize``), updated when the setting changes. `.large` outside a window.
    /// Setting it with `.environment` tells the views below (not GTK) which size to lay out
    /// for.
    @MainActor
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let size = self[DynamicTypeSizeKey.self] ?? _sceneState?.metrics.read(\.dynamicTypeSize) ?? .large
            guard let range = self[DynamicTypeSizeRangeKey.self] else { return size }
            return min(max(size, range.lowerBound), range.upperBound)
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The sizes the views here may take, set by `.dynamicTypeSize(_:)` with a range; nested
    /// ranges narrow each other.
    var dynamicTypeSizeRange: ClosedRange<DynamicTypeSize>? {
        get { self[DynamicTypeSizeRangeKey.self] }
        set { self[DynamicTypeSizeRangeKey.self] = newValue }
    }
}
