import Foundation

/// A view that rebuilds its content at the dates of a schedule, passing each date in.
///
/// Periodic, every-minute and explicit schedules wait for each next date with one main-loop
/// timer (no polling), removed when the view leaves; ``AnimationTimelineSchedule`` follows
/// the window's frames while it is not paused. The content is rebuilt only at those dates
/// and when the state it reads changes.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date.formatted(date: .omitted, time: .standard))
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Never called: the view shows what its content builds for each date.
    public typealias Body = Never

    /// What the content closure is told about the update.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// Creates a view rebuilding `content` at the dates of `schedule`.
    ///
    /// - Parameters:
    ///   - schedule: `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`, `.animation`…
    ///   - content: Builds the view for a context, whose `date` is the schedule's.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { TimelineNode(graph: graph) }
}

/// What the content closure is told about the update.
public struct TimelineViewDefaultContext {
    /// How often a timeline updates, coarsest last.
    public enum Cadence: Comparable, Sendable {
        /// Many times a second.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The schedule's date this update is for.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
}

/// What every ``TimelineView`` tells its node, whatever its schedule and content.
@MainActor
protocol TimelineRepresentable {
    /// Tells schedules apart: a different one starts its dates anew.
    var scheduleKey: String { get }
    /// The frame-driven schedule's settings, nil for a schedule of dates.
    var frameSchedule: AnimationTimelineSchedule? { get }
    /// The schedule's dates from `date` on.
    func entries(from date: Date) -> AnyIterator<Date>
    func content(for date: Date) -> any View
}

extension TimelineView: TimelineRepresentable {
    var scheduleKey: String { String(describing: schedule) }

    var frameSchedule: AnimationTimelineSchedule? { schedule as? AnimationTimelineSchedule }

    func entries(from date: Date) -> AnyIterator<Date> {
        AnyIterator(schedule.entries(from: date, mode: .normal).makeIterator())
    }

    func content(for date: Date) -> any View { content(Context(date: date, cadence: cadence)) }

    private var cadence: TimelineViewDefaultContext.Cadence {
        if let periodic = schedule as? PeriodicTimelineSchedule {
            return periodic.interval < 1 ? .live : periodic.interval < 60 ? .seconds : .minutes
        }
        return schedule is EveryMinuteTimelineSchedule ? .minutes : .live
    }
}
