import Foundation

/// The dates at which a ``TimelineView`` redraws its content.
///
/// GtkUI's ``TimelineView`` waits for each next date with one main-loop timer, armed for that
/// date and removed when the view leaves; ``AnimationTimelineSchedule`` follows the display's
/// frames instead.
///
/// ```swift
/// struct EveryHour: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         sequence(first: startDate) { $0.addingTimeInterval(3600) }
///     }
/// }
/// ```
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates to redraw at, starting from (or just before) `startDate`, when the view
    /// appears.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update; the desktop always asks for ``normal``.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as the schedule asks.
    case normal
    /// Sparingly, as on a dimmed watch face; GtkUI never asks for it.
    case lowFrequency
}

/// A schedule of dates `interval` seconds apart, aligned to `startDate`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The first date.
    public let startDate: Date
    /// Seconds between dates.
    public let interval: TimeInterval

    /// Dates from `startDate` every `interval` seconds (at least a millisecond apart).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(0.001, interval)
    }

    /// The aligned dates from the last one at or before `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let steps = max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down))
        let first = self.startDate.addingTimeInterval(steps * interval)
        let interval = self.interval
        return sequence(first: first) { $0.addingTimeInterval(interval) }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates from `startDate` every `interval` seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// A schedule of the start of every minute, after the date the view appears.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// Creates the schedule.
    public init() {}

    /// `startDate`, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let nextMinute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
        let minute = Date(timeIntervalSinceReferenceDate: nextMinute)
        return sequence(first: startDate) { $0 < minute ? minute : $0.addingTimeInterval(60) }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// A schedule of the dates you list.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// The dates in `dates`, which must be in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The listed dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
    /// The dates in `dates`, in increasing order.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
