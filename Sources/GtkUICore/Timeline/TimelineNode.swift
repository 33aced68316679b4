import Foundation
import OpenCombine

/// Renders a ``TimelineView``: shows the content for the schedule's latest date and arms one
/// timer for the next date, or follows the frames of the content's widget for
/// ``AnimationTimelineSchedule``; both stop when the view leaves.
@MainActor
final class TimelineNode: SingleChildNode {
    private var view: (any TimelineRepresentable)?
    private var scheduleKey: String?
    private var entries: AnyIterator<Date>?
    /// The latest date of the schedule that has passed, and the one after it.
    private var current: Date?
    private var upcoming: Date?
    private var timer: AnyCancellable?
    private var ticks: AnyCancellable?
    private weak var tickedWidget: AnyObject?
    /// The date the content was last built for.
    private var shownDate: Date?

    override func update(_ view: any View, environment: EnvironmentValues) {
        let timeline = view as! any TimelineRepresentable
        self.view = timeline
        self.environment = environment
        if timeline.scheduleKey != scheduleKey {
            scheduleKey = timeline.scheduleKey
            entries = nil
            current = nil
            upcoming = nil
        }
        render()
    }

    override func rerender() { render() }

    override func unmount() {
        timer = nil
        ticks = nil
        super.unmount()
    }

    private func render() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        let backend = graph.backend as? any TimelineBackend
        let now = backend?.currentDate ?? Date()
        let frameSchedule = view.frameSchedule
        let date = frameSchedule == nil ? advance(to: now) : now
        shownDate = date
        // What the content closure reads makes this node depend on it.
        let content = trackingReads { view.content(for: date) }
        show(content, environment: environment)
        guard let backend else { return }
        if let frameSchedule {
            timer = nil
            followFrames(frameSchedule, on: backend)
        } else {
            ticks = nil
            tickedWidget = nil
            armTimer(from: now, on: backend)
        }
    }

    /// Moves through the schedule's dates up to `now`; returns the latest one passed (`now`
    /// before the first).
    private func advance(to now: Date) -> Date {
        if entries == nil, let view {
            let iterator = view.entries(from: now)
            entries = iterator
            upcoming = iterator.next()
        }
        while let next = upcoming, next <= now {
            current = next
            upcoming = entries?.next()
        }
        return current ?? now
    }

    /// One timer for the next date of the schedule; none after its last.
    private func armTimer(from now: Date, on backend: any TimelineBackend) {
        timer = nil
        guard let upcoming else { return }
        timer = backend.startTimer(after: max(0, upcoming.timeIntervalSince(now))) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.invalidate()
        }
    }

    /// Follows the frames of the content's first widget while not paused.
    private func followFrames(_ schedule: AnimationTimelineSchedule, on backend: any TimelineBackend) {
        guard !schedule.paused, let widget = child?.hostWidgets.first else {
            ticks = nil
            tickedWidget = nil
            return
        }
        if ticks != nil, tickedWidget === widget { return }
        let minimumInterval = schedule.minimumInterval ?? 0
        tickedWidget = widget
        ticks = backend.startFrameTicks(on: widget) { [weak self, weak backend] in
            guard let self, let backend else { return }
            if let shown = self.shownDate, backend.currentDate.timeIntervalSince(shown) < minimumInterval { return }
            self.invalidate()
        }
    }
}
