import Foundation
import GtkUICore
import OpenCombine

extension RecordingBackend: TimelineBackend {
    /// The test clock: it starts at 2001-01-01 00:00:00 UTC and moves only by
    /// ``advanceClock(by:)``.
    public var currentDate: Date { timeline.now }

    /// A timer on the test clock, fired by ``advanceClock(by:)``.
    public func startTimer(after seconds: Double, _ fire: @escaping @MainActor () -> Void) -> AnyCancellable {
        let timer = TestTimeline.Timer(due: timeline.now.addingTimeInterval(seconds), fire: fire)
        timeline.timers.append(timer)
        return AnyCancellable { [timeline] in MainActor.assumeIsolated { timeline.timers.removeAll { $0 === timer } } }
    }

    /// Frame ticks on `widget`, run by ``tickFrame()``.
    public func startFrameTicks(on widget: BackendWidget, _ tick: @escaping @MainActor () -> Void) -> AnyCancellable {
        let ticker = TestTimeline.Ticker(tick: tick)
        timeline.tickers.append(ticker)
        return AnyCancellable { [timeline] in MainActor.assumeIsolated { timeline.tickers.removeAll { $0 === ticker } }
        }
    }

    /// Moves the test clock on by `seconds`, fires the timers that came due in date order, and
    /// runs the update passes they cause.
    public func advanceClock(by seconds: Double) {
        let end = timeline.now.addingTimeInterval(seconds)
        while let next = timeline.timers.filter({ $0.due <= end }).min(by: { $0.due < $1.due }) {
            timeline.now = max(timeline.now, next.due)
            timeline.timers.removeAll { $0 === next }
            next.fire()
            runUntilIdle()
        }
        timeline.now = end
        runUntilIdle()
    }

    /// Moves the test clock on by `seconds` and runs one frame: every frame tick callback, then
    /// the update passes they cause.
    public func tickFrame(advancingClockBy seconds: Double = 1.0 / 60) {
        timeline.now = timeline.now.addingTimeInterval(seconds)
        for ticker in timeline.tickers { ticker.tick() }
        runUntilIdle()
    }

    /// Timers armed and not yet fired or cancelled.
    public var pendingTimerCount: Int { timeline.timers.count }

    /// Frame tick callbacks in place.
    public var frameTickCallbackCount: Int { timeline.tickers.count }
}

/// The test clock, its timers and frame tick callbacks, and the container size
/// `.containerRelativeFrame` sees.
@MainActor
final class TestTimeline {
    final class Timer {
        let due: Date
        let fire: @MainActor () -> Void
        init(due: Date, fire: @escaping @MainActor () -> Void) {
            self.due = due
            self.fire = fire
        }
    }

    final class Ticker {
        let tick: @MainActor () -> Void
        init(tick: @escaping @MainActor () -> Void) { self.tick = tick }
    }

    final class ContainerObserver {
        let onChange: @MainActor (CGSize) -> Void
        init(onChange: @escaping @MainActor (CGSize) -> Void) { self.onChange = onChange }
    }

    var now = Date(timeIntervalSinceReferenceDate: 0)
    var containerSize = CGSize(width: 400, height: 300)
    var containerObservers: [ContainerObserver] = []
    var timers: [Timer] = []
    var tickers: [Ticker] = []
}
