import Foundation

/// `.scaleEffect(_:anchor:)` and `.rotationEffect(_:anchor:)`: a transform of what a
/// decoration box draws, in its frame layer.
public struct _TransformEffectModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let scaleX: Double
    let scaleY: Double
    let degrees: Double
    let anchor: UnitPoint

    func apply(to style: inout DecorationStyle) -> Bool {
        // The box transforms its child: everything the box draws itself (padding, fills, a
        // frame) must sit in another box inside. Decided by the layers present, never by
        // values, so a scale going from 1 to 2 keeps the same boxes.
        guard style.outermostLayer == nil else { return false }
        var frame = FrameGeometry()
        frame.scaleX = scaleX
        frame.scaleY = scaleY
        frame.rotationDegrees = degrees
        frame.effectAnchor = anchor
        style.frame = frame
        return true
    }
}

extension View {
    /// Draws the view scaled by `scale` in width and height about `anchor`, without changing
    /// its place in the layout.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(isLiked ? 1.3 : 1)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _TransformEffectModifier
    > {
        modifier(
            _TransformEffectModifier(
                scaleX: Double(scale.width), scaleY: Double(scale.height), degrees: 0, anchor: anchor))
    }

    /// Draws the view scaled by `s` about `anchor`, without changing its place in the layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _TransformEffectModifier
    > {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _TransformEffectModifier
    > {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle`, clockwise, about `anchor`, without changing its
    /// place in the layout.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(isOpen ? 90 : 0))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _TransformEffectModifier
    > {
        modifier(_TransformEffectModifier(scaleX: 1, scaleY: 1, degrees: angle.degrees, anchor: anchor))
    }
}
