import Foundation

/// How images and shapes below a `.aspectRatio(_:contentMode:)` keep their proportions.
struct ContentScaling: Hashable, Sendable {
    var contentMode: ContentMode
    /// Width over height; nil keeps the content's own.
    var aspectRatio: Double?
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct ContentScalingKey: EnvironmentKey {
    static let defaultValue: ContentScaling? = nil
}

/// The title of an icon-only label, which names its icon for screen readers.
private struct IconAccessibilityLabelKey: EnvironmentKey {
    static let defaultValue: Text? = nil
}

extension EnvironmentValues {
    /// The size of fixed-size icons in this view, set with `.imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// Set by `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()`.
    var contentScaling: ContentScaling? {
        get { self[ContentScalingKey.self] }
        set { self[ContentScalingKey.self] = newValue }
    }

    /// Set by an icon-only ``Label`` for its icon.
    var iconAccessibilityLabel: Text? {
        get { self[IconAccessibilityLabelKey.self] }
        set { self[IconAccessibilityLabelKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the fixed-size icons in this view: 12, 16 or 24 pixels (see
    /// ``Image/Scale``).
    ///
    /// ```swift
    /// Label("Settings", systemImage: "gear").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.imageScale, scale)
    }

    /// Scales resizable images and shapes in this view to `aspectRatio` (width over height), or
    /// to their own proportions when nil, fitting or filling the space they are given.
    ///
    /// In SwiftUI this proposes a size of that ratio to any view; GtkUI applies it to the images
    /// and shapes inside the view, which draw themselves at that ratio within the space they
    /// get (a resizable image keeps its own ratio: GTK draws a picture only at it), and ask for
    /// a height that matches their width. Other views are unaffected.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// Rectangle().aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let ratio = aspectRatio.map { Double($0) }
        return environment(\.contentScaling, ContentScaling(contentMode: contentMode, aspectRatio: ratio))
    }

    /// Scales resizable images and shapes to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales resizable images and shapes to fit their space, keeping their proportions.
    public func scaledToFit() -> ModifiedContent<Self, _EnvironmentModifier> { aspectRatio(contentMode: .fit) }

    /// Scales resizable images and shapes to fill their space, keeping their proportions and
    /// clipping what overflows.
    public func scaledToFill() -> ModifiedContent<Self, _EnvironmentModifier> { aspectRatio(contentMode: .fill) }

    /// Accepts SwiftUI's rendering mode for multicolour symbols; Adwaita's icons have one layer,
    /// so every mode draws them in the foreground colour (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
}
