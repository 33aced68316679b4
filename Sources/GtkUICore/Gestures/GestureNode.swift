import Foundation

/// Recognizes a view's gesture from what its ``GestureBackend`` reports, and runs the latest
/// actions the view gave: the backend's recognizer is added once per widget, and reads the
/// gesture's parameters (tap count, duration, distance) when it fires, so changing them
/// rewires nothing.
@MainActor
final class GestureNode: HostWidgetModifierNode<_GestureModifier> {
    private var drag = DragTracker()
    /// Counts presses, so a long press's timer knows whether its press is still held.
    private var pressGeneration = 0
    private var backend: (any GestureBackend)? { graph.backend as? any GestureBackend }

    override func attach(to widget: BackendWidget) {
        guard let kind = modifier?.recognizer.kind else { return }
        guard let backend else {
            Diagnostics.emitOnce(
                "Gestures need a backend with GestureBackend; \(type(of: graph.backend)) has none, so taps, long "
                    + "presses and drags are not recognized.")
            return
        }
        switch kind {
        case .tap:
            backend.observeClicks(widget) { [weak self] count, point in self?.clicked(count: count, at: point) }
        case .longPress:
            backend.observePresses(widget) { [weak self] isPressing in self?.pressingChanged(isPressing) }
        case .drag:
            backend.observeDrags(widget) { [weak self] event in self?.dragged(event) }
        }
    }

    override func unmount() {
        pressGeneration += 1
        super.unmount()
    }

    /// The gesture's recognizer while the view is shown and the gesture enabled.
    private var activeRecognizer: _GestureRecognizer? {
        guard isMounted, let modifier, modifier.isEnabled else { return nil }
        return modifier.recognizer
    }

    private func clicked(count: Int, at point: CGPoint) {
        guard let recognizer = activeRecognizer, case .tap(let wanted) = recognizer.kind else { return }
        if wanted < 1 {
            Diagnostics.emitOnce(
                "TapGesture(count: \(wanted)) (.onTapGesture) counts from 1; it is recognized as a single tap. "
                    + "Pass a count of 1 or more.")
        }
        guard count % max(1, wanted) == 0 else { return }
        for action in recognizer.ended { action(()) }
        for action in recognizer.tappedAt { action(point) }
    }

    private func pressingChanged(_ isPressing: Bool) {
        guard let recognizer = activeRecognizer, case .longPress(let duration, _) = recognizer.kind else { return }
        pressGeneration += 1
        for action in recognizer.pressingChanged { action(isPressing) }
        guard isPressing else { return }
        for action in recognizer.changed { action(true) }
        let generation = pressGeneration
        graph.backend.scheduler.schedule(after: max(0, duration)) { [weak self] in
            guard let self, self.pressGeneration == generation, let recognizer = self.activeRecognizer else { return }
            for action in recognizer.ended { action(true) }
        }
    }

    private func dragged(_ event: DragEvent) {
        guard let recognizer = activeRecognizer, case .drag(let minimumDistance) = recognizer.kind else {
            drag.reset()
            return
        }
        let value = drag.value(for: event, minimumDistance: minimumDistance)
        if case .ended = event {
            drag.reset()
            if let value { for action in recognizer.ended { action(value) } }
        } else if let value {
            for action in recognizer.changed { action(value) }
        }
    }
}

/// Runs `.onHover`'s latest action as the ``GestureBackend`` reports the pointer entering and
/// leaving the view's widgets.
@MainActor
final class HoverNode: HostWidgetModifierNode<_HoverModifier> {
    private var isHovered = false

    override func attach(to widget: BackendWidget) {
        guard let backend = graph.backend as? any GestureBackend else {
            Diagnostics.emitOnce(
                ".onHover needs a backend with GestureBackend; \(type(of: graph.backend)) has none, so hovering is "
                    + "not seen.")
            return
        }
        backend.observeHover(widget) { [weak self] isHovered in self?.hoverChanged(isHovered) }
    }

    private func hoverChanged(_ hovered: Bool) {
        // Only changes are reported: the pointer entering a widget inside the view's widget
        // (each with its own controller, for nested modifiers) does not repeat `true`.
        guard isMounted, let modifier, hovered != isHovered else { return }
        isHovered = hovered
        modifier.action(hovered)
    }
}
