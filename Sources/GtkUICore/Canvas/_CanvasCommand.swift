import Foundation

/// One drawing step a ``Canvas``'s renderer recorded, for a ``CanvasBackend`` to replay.
///
/// Paths, points and rectangles are in the coordinates the step was drawn in; the backend
/// maps them with the state's transform. Clips are already in the canvas's coordinates.
public enum _CanvasCommand {
    /// Fill a path.
    case fill(Path, GraphicsContext.Shading, FillStyle, _CanvasState)
    /// Stroke a path.
    case stroke(Path, GraphicsContext.Shading, StrokeStyle, _CanvasState)
    /// Draw a line of text.
    case text(_CanvasText, _CanvasState)
    /// Draw an image, filling a rectangle or at its own size around a point.
    case image(ImageContent, _CanvasImagePlacement, _CanvasState)
}

/// The transform, opacity and clips a ``GraphicsContext`` drew one step under.
public struct _CanvasState {
    /// From the step's coordinates to the canvas's.
    public var transform = CGAffineTransform.identity
    /// Multiplies the step's colours' opacity.
    public var opacity = 1.0
    /// Clips, in the canvas's coordinates, applied in order.
    public var clips: [_CanvasClip] = []
}

/// One clip of a ``GraphicsContext``, in the canvas's coordinates.
public struct _CanvasClip {
    /// The outline.
    public var path: Path
    /// Which parts of it count as inside.
    public var style: FillStyle
    /// Whether the outside is kept instead.
    public var isInverse: Bool
}

/// A line of text a ``GraphicsContext`` drew.
public struct _CanvasText {
    /// The characters.
    public var string: String
    /// The font and colour from the text's modifiers and the canvas's font.
    public var attributes: TextAttributes
    /// Where the anchor goes.
    public var point: CGPoint
    /// Which point of the text's bounds goes to ``point``.
    public var anchor: UnitPoint
    /// What the glyphs are painted with.
    public var shading: GraphicsContext.Shading
}

/// Where a ``GraphicsContext`` draws an image.
public enum _CanvasImagePlacement {
    /// Scaled to fill the rectangle.
    case rect(CGRect)
    /// At its own size, its anchor point at the point.
    case point(CGPoint, UnitPoint)
}
