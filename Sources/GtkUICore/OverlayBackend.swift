/// One view drawn above or below another by `.overlay` or `.background`, sized by the view it
/// decorates.
public struct OverlayLayer {
    /// The layer's widget.
    public let widget: BackendWidget
    /// Where the layer sits within the decorated view's area, if it is smaller.
    public let alignment: Alignment
    /// Whether it is drawn below the decorated view (`.background`) rather than above.
    public let isBackground: Bool

    /// Describes a layer.
    public init(widget: BackendWidget, alignment: Alignment, isBackground: Bool) {
        self.widget = widget
        self.alignment = alignment
        self.isBackground = isBackground
    }
}

/// Draws views above and below another view, taking its size from that view alone, for
/// `.overlay { … }` and `.background { … }`.
@MainActor
public protocol OverlayBackend: Backend {
    /// Creates an empty overlay container.
    func makeOverlay() -> BackendWidget
    /// Shows `base` with `layers` in order (backgrounds below it, overlays above), each layer
    /// filling the base's area if it is flexible and otherwise sitting at its alignment.
    func updateOverlay(_ overlay: BackendWidget, base: BackendWidget, layers: [OverlayLayer])
}
