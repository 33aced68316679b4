import Foundation
import OpenCombine

/// The clock, timers and frame ticks a ``TimelineView`` runs on.
///
/// Design notes:
/// - A timeline waits for its next date with one timer, armed for exactly that date and
///   cancelled when the view leaves or its schedule changes: nothing polls, so a view whose
///   next date is an hour away costs nothing for an hour.
/// - ``AnimationTimelineSchedule`` follows the frames of the view's widget (GTK: a frame-clock
///   tick callback), which stop while the window is hidden; the callback is removed while the
///   schedule is paused and when the view leaves.
/// - ``currentDate`` is the backend's clock, so a test backend can move time by hand.
/// - Cancelling or releasing a returned `AnyCancellable` removes the timer or callback.
///
/// ```swift
/// let timer = backend.startTimer(after: 1) { print("a second later") }
/// timer.cancel()
/// ```
@MainActor
public protocol TimelineBackend: Backend {
    /// The date now, by the backend's clock.
    var currentDate: Date { get }
    /// Calls `fire` once on the main loop after `seconds`, unless cancelled first.
    func startTimer(after seconds: Double, _ fire: @escaping @MainActor () -> Void) -> AnyCancellable
    /// Calls `tick` at every frame `widget` draws, until cancelled or the widget goes away.
    func startFrameTicks(on widget: BackendWidget, _ tick: @escaping @MainActor () -> Void) -> AnyCancellable
}
