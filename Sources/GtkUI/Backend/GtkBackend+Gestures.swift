import Foundation
import GtkUICore

extension GtkBackend: GestureBackend {
    /// Adds a `GtkGestureClick` for the primary button; GTK counts the clicks of a multi-click
    /// at the desktop's double-click speed.
    public func observeClicks(_ widget: BackendWidget, onRelease: @escaping @MainActor (Int, CGPoint) -> Void) {
        (widget as! Gtk.Widget).addClickGesture { count, x, y in onRelease(count, CGPoint(x: x, y: y)) }
    }

    /// Adds a `GtkGestureLongPress`: it begins when the button goes down and ends when it comes
    /// up or the pointer moves past the desktop's drag threshold.
    public func observePresses(_ widget: BackendWidget, onPressingChanged: @escaping @MainActor (Bool) -> Void) {
        (widget as! Gtk.Widget).addLongPressGesture(onPressingChanged: onPressingChanged)
    }

    /// Adds a `GtkGestureDrag` for the primary button.
    public func observeDrags(_ widget: BackendWidget, onChange: @escaping @MainActor (DragEvent) -> Void) {
        (widget as! Gtk.Widget).addDragGesture(
            onBegin: { x, y in onChange(.began(start: CGPoint(x: x, y: y))) },
            onUpdate: { x, y in onChange(.changed(offset: CGSize(width: x, height: y))) },
            onEnd: { x, y in onChange(.ended(offset: CGSize(width: x, height: y))) })
    }

    /// Adds a `GtkEventControllerMotion`; its `enter` and `leave` follow the pointer onto and
    /// off the widget, children included.
    public func observeHover(_ widget: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void) {
        (widget as! Gtk.Widget).addHoverController(onChange: onChange)
    }
}
