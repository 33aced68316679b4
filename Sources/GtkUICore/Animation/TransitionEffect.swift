/// The state a transition draws a view in when it is off screen: a view entering starts
/// here and animates to how it is drawn normally; a view leaving animates from there to here.
///
/// Backends read it to animate a transition; the identity effect (all defaults) draws the
/// view as it is.
public struct TransitionEffect: Sendable, Equatable {
    /// Opacity, multiplied with the view's own.
    public var opacity = 1.0
    /// Scale about ``anchor``.
    public var scale = 1.0
    /// The point of the view the scale keeps in place.
    public var anchor = UnitPoint.center
    /// A horizontal move in points.
    public var x = 0.0
    /// A vertical move in points.
    public var y = 0.0
    /// A horizontal move in widths of the view (-1 is one width towards the leading edge).
    public var fractionX = 0.0
    /// A vertical move in heights of the view (-1 is one height up).
    public var fractionY = 0.0

    /// The identity effect.
    public init() {}

    init(
        opacity: Double = 1, scale: Double = 1, anchor: UnitPoint = .center, x: Double = 0, y: Double = 0,
        fractionX: Double = 0, fractionY: Double = 0
    ) {
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.x = x
        self.y = y
        self.fractionX = fractionX
        self.fractionY = fractionY
    }

    init(edge: Edge) {
        switch edge {
        case .top: fractionY = -1
        case .bottom: fractionY = 1
        case .leading: fractionX = -1
        case .trailing: fractionX = 1
        }
    }

    /// Whether the effect draws the view as it is.
    public var isIdentity: Bool { self == TransitionEffect() }

    /// Whether the effect moves or scales the view, which needs a box to transform it in.
    public var transforms: Bool { scale != 1 || x != 0 || y != 0 || fractionX != 0 || fractionY != 0 }

    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(
            opacity: opacity * other.opacity, scale: scale * other.scale, anchor: scale != 1 ? anchor : other.anchor,
            x: x + other.x, y: y + other.y, fractionX: fractionX + other.fractionX,
            fractionY: fractionY + other.fractionY)
    }
}
