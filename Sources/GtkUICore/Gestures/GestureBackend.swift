import Foundation

/// Lets views respond to the pointer: taps, long presses, drags and hovering
/// (`.onTapGesture`, `.onLongPressGesture`, `.gesture(DragGesture())`, `.onHover`).
///
/// Design notes:
/// - The backend reports raw pointer facts (a click released after so many presses, a press
///   held still, a drag's start and offset, the pointer entering or leaving); the graph decides
///   what they mean for a gesture (its tap count, minimum duration, minimum distance) so one
///   recognizer per widget serves any parameters the view changes to.
/// - Recognizers are added once per widget and go with it when the graph discards it; several
///   may be added to one widget (nested modifiers) and each is told independently.
/// - Positions are in the widget's own coordinates, points from its top-leading corner.
/// - Reached through `graph.backend as? any GestureBackend`; without one, gestures do nothing
///   and say so once.
@MainActor
public protocol GestureBackend: Backend {
    /// Calls `onRelease` when the primary button is released over `widget` after a click, with
    /// the number of clicks in a row so far (2 for the second click of a double click) and
    /// where the pointer was.
    func observeClicks(_ widget: BackendWidget, onRelease: @escaping @MainActor (Int, CGPoint) -> Void)
    /// Calls `onPressingChanged(true)` when the primary button goes down on `widget`, and with
    /// false when it comes up or the pointer moves away far enough to be a drag.
    func observePresses(_ widget: BackendWidget, onPressingChanged: @escaping @MainActor (Bool) -> Void)
    /// Calls `onChange` as the primary button drags across `widget`: `.began` with the start
    /// point, then `.changed` and finally `.ended` with the pointer's offset from it.
    func observeDrags(_ widget: BackendWidget, onChange: @escaping @MainActor (DragEvent) -> Void)
    /// Calls `onChange` with true when the pointer moves onto `widget` and false when it leaves.
    func observeHover(_ widget: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void)
}

/// One step of a pointer drag, as a ``GestureBackend`` reports it.
public enum DragEvent: Equatable, Sendable {
    /// The button went down at `start`, in the widget's coordinates.
    case began(start: CGPoint)
    /// The pointer moved; `offset` is from the start point.
    case changed(offset: CGSize)
    /// The button came up; `offset` is from the start point.
    case ended(offset: CGSize)
}
