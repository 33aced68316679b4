import CGtk
import GtkUICore

extension GtkBackend: AnimationBackend {
    /// Where animations read the time: the frame clock, or a manual clock tests advance with
    /// ``advanceAnimations(by:)``.
    public static var animationClock: AnimationClock {
        get { WidgetAnimator.clock }
        set { WidgetAnimator.clock = newValue }
    }

    /// Moves the manual animation clock on by `seconds` and draws one frame of every running
    /// animation at that time. For tests; with the frame clock, frames come from GTK.
    public static func advanceAnimations(by seconds: Double) {
        WidgetAnimator.advanceManualClock(by: seconds)
    }

    /// Animates `widget` in from, or out to, `effect`: opacity on the widget, moves and scale
    /// in its frame layout (a decoration box's). Going out, `outer` stays in its container
    /// until the animation ends. With animations off on the desktop it changes at once.
    public func beginTransition(
        of widget: BackendWidget, in outer: BackendWidget, effect: TransitionEffect, isInsertion: Bool,
        animation: Animation
    ) {
        guard WidgetAnimator.enabled, let widget = widget as? Gtk.Widget, let outer = outer as? Gtk.Widget else {
            return
        }
        // Only a stack keeps a child that is going out; a box around one child replaces it.
        if !isInsertion {
            guard let parent = gtk_widget_get_parent(outer.widget), gtkui_is_a(parent, gtk_box_get_type()) != 0,
                FrameState.of(UnsafeMutableRawPointer(parent)) == nil
            else { return }
        }
        let animator = WidgetAnimator.of(widget)
        var parts: [(AnimatedProperty, Double)] = [(.transitionOpacity, effect.opacity)]
        if FrameState.of(widget) != nil {
            parts += [
                (.transitionScale, effect.scale), (.transitionX, effect.x), (.transitionY, effect.y),
                (.transitionFractionX, effect.fractionX), (.transitionFractionY, effect.fractionY),
            ]
            FrameState.of(widget)?.transitionAnchor = effect.anchor
        }
        for (property, value) in parts {
            let identity = property == .transitionOpacity || property == .transitionScale ? 1.0 : 0.0
            guard value != identity || animator.tracks[property] != nil else { continue }
            let from = animator.presented(property) ?? (isInsertion ? value : identity)
            animator.animate(property, from: from, to: isInsertion ? identity : value, animation: animation)
        }
        if !isInsertion { animator.holdLeaving(outer) }
        animator.step(at: animator.now())
    }

    /// The animation for writes now: none when the desktop turned animations off.
    private var effectiveAnimation: Animation? { WidgetAnimator.enabled ? animation : nil }

    /// Animates, or writes at once, the change of `property` on a widget on screen from `old`
    /// to `new`, after the target was written.
    func animateChange(_ property: AnimatedProperty, on widget: Gtk.Widget, from old: Double?, to new: Double?) {
        guard let old, let new, old != new else { return }
        if let animation = effectiveAnimation, gtk_widget_get_mapped(widget.widget) != 0 {
            let animator = WidgetAnimator.of(widget)
            animator.animate(property, from: animator.presented(property) ?? old, to: new, animation: animation)
            animator.step(at: animator.now())
        } else {
            WidgetAnimator.existing(widget)?.cancel(property)
        }
    }

    /// Animates the frame layer's animatable properties that changed from `old` to `new`.
    func animateFrameChange(on box: Gtk.Widget, from old: FrameGeometry?, to new: FrameGeometry) {
        guard let old else { return }
        animateChange(.offsetX, on: box, from: old.offsetX, to: new.offsetX)
        animateChange(.offsetY, on: box, from: old.offsetY, to: new.offsetY)
        animateChange(.scaleX, on: box, from: old.scaleX, to: new.scaleX)
        animateChange(.scaleY, on: box, from: old.scaleY, to: new.scaleY)
        animateChange(.rotation, on: box, from: old.rotationDegrees, to: new.rotationDegrees)
        animateChange(.width, on: box, from: old.width, to: new.width)
        animateChange(.height, on: box, from: old.height, to: new.height)
    }

    /// Stops a discarded widget's animations, unless it is going out under a transition.
    func stopAnimations(of widget: Gtk.Widget) {
        guard let animator = WidgetAnimator.existing(widget), !animator.isLeaving else { return }
        animator.stop()
    }
}
