import Foundation

/// A schedule that redraws at every frame the display draws, or at most every
/// `minimumInterval` seconds, until paused.
///
/// GtkUI follows the frame clock of the view's widget (GTK's tick callback), which runs only
/// while the window is shown; the callback is removed while paused and when the view leaves.
///
/// ```swift
/// TimelineView(.animation(minimumInterval: 1 / 30, paused: isPaused)) { context in
///     let angle = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 4) * 90
///     Image(systemName: "arrow.clockwise").rotationEffect(.degrees(angle))
/// }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The shortest time between two updates; nil updates at every frame.
    public let minimumInterval: Double?
    /// Whether the updates stop.
    public let paused: Bool

    /// Updates at every frame, or at most every `minimumInterval` seconds, unless `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates every `minimumInterval` (a 60th of a second without one) from `startDate`; only
    /// `startDate` while paused. ``TimelineView`` follows the frames instead of these.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        if paused { return AnySequence([startDate]) }
        let interval = max(0.001, minimumInterval ?? 1.0 / 60)
        return AnySequence(sequence(first: startDate) { $0.addingTimeInterval(interval) })
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame the display draws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or at most every `minimumInterval` seconds, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
