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

/// Draws views in layers over one area: above and below another view, taking the size from
/// that view alone, for `.overlay { … }` and `.background { … }`; or all layers measured, for
/// `ZStack`.
///
/// The two kinds differ only in which layers take part in measuring. An overlay's area is its
/// base's; a `ZStack`'s is the union of all its layers, so each layer is measured too and the
/// container is as wide as the widest and as tall as the tallest.
@MainActor
public protocol OverlayBackend: Backend {
    /// Creates an empty overlay container.
    func makeOverlay() -> BackendWidget
    /// Shows `base` with `layers` in order (backgrounds below it, overlays above), each layer
    /// filling the base's area if it is flexible and otherwise sitting at its alignment.
    func updateOverlay(_ overlay: BackendWidget, base: BackendWidget, layers: [OverlayLayer])

    /// Creates an empty container whose layers are all measured, for `ZStack`.
    func makeZStack() -> BackendWidget
    /// Shows `layers` back to front (the first one at the back) in a container made by
    /// ``makeZStack()``, changing only what differs.
    ///
    /// Every layer takes part in measuring: the container's size is the largest of theirs.
    /// Flexible layers fill the area; the others take their natural size and sit at
    /// `alignment`, which belongs to the container, so a new alignment is one write however
    /// many layers there are.
    func updateZStack(_ zStack: BackendWidget, layers: [BackendWidget], alignment: Alignment)
}
