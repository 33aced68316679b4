/// What a ``ShapeStyle`` paints with, resolved when the shape is drawn.
public enum ShapePaint: Hashable, Sendable {
    /// A fixed colour.
    case color(Color)
    /// The text colour where the shape is drawn (GTK's CSS `color`), at an opacity.
    case foreground(opacity: Double)
}
