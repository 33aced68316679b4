/// What a backend does to animate: interpolate the properties a decoration writes, and
/// move views in and out of the screen.
///
/// The view graph sets ``animation`` around the decoration writes of an animated update. A
/// backend that animates interpolates each animatable property that changes (opacity,
/// offset, scale, rotation, a fixed frame size, plain colours) from the value it draws now — so an
/// interrupted animation continues from where it is — to the new one, and writes the rest at
/// once. The final state equals the one the same writes make without animation.
@MainActor
public protocol AnimationBackend: AnyObject {
    /// The animation for the decoration writes made now; nil writes at once.
    var animation: Animation? { get set }

    /// Animates `widget` in from `effect` (`isInsertion`) to how it is drawn, or out from how
    /// it is drawn to `effect`. `outer` is the widget the view places in its container
    /// (`widget` itself or a box around it): going out, it stays where it is in the container,
    /// not reachable, until the animation ends, and then leaves the container.
    func beginTransition(
        of widget: BackendWidget, in outer: BackendWidget, effect: TransitionEffect, isInsertion: Bool,
        animation: Animation)
}
