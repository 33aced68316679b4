import GtkUICore

/// A transition the graph started on a widget.
public struct RecordedTransition {
    /// The widget the transition animates.
    public let widget: TestWidget
    /// The widget kept in its container while it goes out (the widget or a box around it).
    public let outer: TestWidget
    /// Where the widget comes from or goes to.
    public let effect: TransitionEffect
    /// Whether the widget enters (true) or leaves.
    public let isInsertion: Bool
    /// The animation of the change.
    public let animation: Animation
}

extension RecordingBackend: AnimationBackend {
    /// Records the transition; the widget's properties are left as they are.
    public func beginTransition(
        of widget: BackendWidget, in outer: BackendWidget, effect: TransitionEffect, isInsertion: Bool,
        animation: Animation
    ) {
        transitions.append(
            RecordedTransition(
                widget: widget as! TestWidget, outer: outer as! TestWidget, effect: effect, isInsertion: isInsertion,
                animation: animation))
    }

    /// Records, as the widget's `animation` property, the animation a change of its style
    /// (opacity included) was written with (nil when the last change was not animated).
    func recordAnimation(on widget: TestWidget, style: DecorationStyle) {
        let signature = "\(style) \(style.drawnOpacity)"
        guard widget.properties["styleSignature"] as? String != signature else { return }
        widget.properties["styleSignature"] = signature
        widget.properties["animation"] = animation
    }
}

extension TestWidget {
    /// The animation the widget's last style change was written with, if it was animated.
    public var styleAnimation: Animation? { properties["animation"] as? Animation }
}
