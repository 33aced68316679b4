/// How a frame layer sizes and places its content: SwiftUI's `.frame` family, `.fixedSize`,
/// `.layoutPriority` and `.offset`.
///
/// In each axis a fixed length wins; otherwise the frame's size follows its content within
/// the minimum and maximum, and a maximum of `.infinity` makes it take all the space offered.
/// Content smaller than the frame sits at ``alignment``.
public struct FrameGeometry: Sendable, Hashable {
    /// A fixed width, from `.frame(width:)`.
    public var width: Double?
    /// A fixed height, from `.frame(height:)`.
    public var height: Double?
    /// The least width, from `.frame(minWidth:)`.
    public var minWidth: Double?
    /// The preferred width, from `.frame(idealWidth:)`.
    public var idealWidth: Double?
    /// The greatest width; `.infinity` takes all the width offered.
    public var maxWidth: Double?
    /// The least height, from `.frame(minHeight:)`.
    public var minHeight: Double?
    /// The preferred height, from `.frame(idealHeight:)`.
    public var idealHeight: Double?
    /// The greatest height; `.infinity` takes all the height offered.
    public var maxHeight: Double?
    /// Where content smaller than the frame sits.
    public var alignment = Alignment.center
    /// Whether the content keeps its ideal width whatever is offered (`.fixedSize()`).
    public var fixesWidth = false
    /// Whether the content keeps its ideal height whatever is offered.
    public var fixesHeight = false
    /// `.layoutPriority(_:)`: content above 0 keeps its ideal size in the stack's axis while
    /// siblings at 0 give up space first.
    public var layoutPriority = 0.0
    /// `.offset(x:y:)`: moves what is drawn without changing the layout.
    public var offsetX = 0.0
    /// The vertical part of the offset.
    public var offsetY = 0.0
    /// `.scaleEffect(_:anchor:)`: scales what is drawn about ``effectAnchor`` without
    /// changing the layout.
    public var scaleX = 1.0
    /// The vertical part of the scale.
    public var scaleY = 1.0
    /// `.rotationEffect(_:anchor:)`: rotates what is drawn about ``effectAnchor``, clockwise,
    /// in degrees, without changing the layout.
    public var rotationDegrees = 0.0
    /// The point of the frame that scaling and rotation keep in place.
    public var effectAnchor = UnitPoint.center

    /// Whether the geometry scales or rotates what it draws.
    public var hasScaleOrRotation: Bool { scaleX != 1 || scaleY != 1 || rotationDegrees != 0 }

    /// Creates an empty geometry, which leaves its content as it is.
    public init() {}

    /// Whether the frame takes all the width offered.
    public var fillsWidth: Bool { width == nil && maxWidth == .infinity }
    /// Whether the frame takes all the height offered.
    public var fillsHeight: Bool { height == nil && maxHeight == .infinity }
    /// Whether the geometry constrains the width at all.
    public var constrainsWidth: Bool { width != nil || minWidth != nil || idealWidth != nil || maxWidth != nil }
    /// Whether the geometry constrains the height at all.
    public var constrainsHeight: Bool {
        height != nil || minHeight != nil || idealHeight != nil || maxHeight != nil
    }

    /// The frame's width for content whose own width is `content`, clamped as SwiftUI's
    /// flexible frame does (a fixed width wins).
    public func width(forContent content: Double) -> Double {
        if let width { return width }
        return Self.clamp(idealWidth ?? content, minWidth, maxWidth)
    }

    /// The frame's height for content whose own height is `content`.
    public func height(forContent content: Double) -> Double {
        if let height { return height }
        return Self.clamp(idealHeight ?? content, minHeight, maxHeight)
    }

    private static func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
        var result = value
        if let high, high.isFinite { result = min(result, high) }
        if let low { result = max(result, low) }
        return result
    }
}
