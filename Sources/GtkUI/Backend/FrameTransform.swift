import CGtk
import GtkUICore

/// The transform a decoration box draws its child with: `.offset`, `.scaleEffect` and
/// `.rotationEffect` (animated values included) and a transition's move and scale. The
/// layout is not changed: only where the child is drawn and where it takes clicks.
struct FrameTransform {
    let geometry: FrameGeometry
    let presented: [AnimatedProperty: Double]
    let transitionAnchor: UnitPoint

    /// A new transform placing the child at `childOrigin` in the box, or nil for no transform
    /// at the origin; `gtk_widget_allocate` takes ownership.
    func make(childOrigin: (Double, Double), childSize: (Double, Double), frame: (Double, Double)) -> OpaquePointer? {
        let transitionScale = presented[.transitionScale] ?? 1
        let moveX =
            geometry.offsetX + (presented[.transitionX] ?? 0) + (presented[.transitionFractionX] ?? 0) * childSize.0
        let moveY =
            geometry.offsetY + (presented[.transitionY] ?? 0) + (presented[.transitionFractionY] ?? 0) * childSize.1
        // A zero scale cannot be inverted (GTK inverts transforms to deliver clicks).
        let scaleX = Self.invertible(geometry.scaleX * transitionScale)
        let scaleY = Self.invertible(geometry.scaleY * transitionScale)
        let rotation = geometry.rotationDegrees
        guard scaleX != 1 || scaleY != 1 || rotation != 0 else {
            let x = childOrigin.0 + moveX
            let y = childOrigin.1 + moveY
            guard x != 0 || y != 0 else { return nil }
            var point = graphene_point_t(x: Float(x), y: Float(y))
            return gsk_transform_translate(nil, &point)
        }
        let anchor = geometry.hasScaleOrRotation ? geometry.effectAnchor : transitionAnchor
        let anchorX = Double(anchor.x) * frame.0
        let anchorY = Double(anchor.y) * frame.1
        var toAnchor = graphene_point_t(x: Float(moveX + anchorX), y: Float(moveY + anchorY))
        var transform = gsk_transform_translate(nil, &toAnchor)
        if rotation != 0 { transform = gsk_transform_rotate(transform, Float(rotation)) }
        transform = gsk_transform_scale(transform, Float(scaleX), Float(scaleY))
        var toChild = graphene_point_t(x: Float(childOrigin.0 - anchorX), y: Float(childOrigin.1 - anchorY))
        return gsk_transform_translate(transform, &toChild)
    }

    private static func invertible(_ scale: Double) -> Double {
        abs(scale) < 0.001 ? (scale < 0 ? -0.001 : 0.001) : scale
    }
}
