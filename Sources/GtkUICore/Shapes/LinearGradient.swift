import Foundation

/// A gradient along the line from one ``UnitPoint`` to another: a shape style that fills
/// shapes and backgrounds, and a view that fills the space it is offered.
///
/// Shapes are painted with cairo along the exact line for their size. A background is drawn
/// with CSS `linear-gradient()`, whose direction is taken in the view's unit square: exact for
/// the usual vertical, horizontal and corner-to-corner gradients, and for any direction on a
/// square view. Text coloured with a gradient uses its colour halfway along, since GTK cannot
/// paint glyphs with a gradient.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// Text("Sunset").padding().background(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
    /// The colours and where they lie.
    public var gradient: Gradient
    /// Where location 0 of the gradient lies.
    public var startPoint: UnitPoint
    /// Where location 1 of the gradient lies.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient's paint.
    nonisolated public var _paint: ShapePaint { .linearGradient(self) }

    /// A rectangle filled with the gradient, taking the space offered.
    public var body: some View { Rectangle().fill(self) }

    /// The colour at `location` (0…1) along the gradient, mixing the stops on either side.
    nonisolated public func color(at location: CGFloat) -> Color { gradient.color(at: location) }
}
