import Foundation
import OpenCombine

extension Timer {
    /// A publisher that sends the current date every interval once connected, as Combine's
    /// `Timer.publish(every:on:in:)` returns, so SwiftUI code using it compiles unchanged.
    ///
    /// It ticks with a dispatch timer rather than a `RunLoop`, which GTK's main loop does not
    /// run: for `RunLoop.main` the ticks arrive on the main queue, which GtkUI drains inside the
    /// GTK main loop; for other run loops, on a background queue. Nothing runs while it is not
    /// connected, so an idle app stays idle.
    ///
    /// ```swift
    /// Text(now, style: .time)
    ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
    /// ```
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// Each tick's date.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come, letting the system group wake-ups.
        public let tolerance: TimeInterval?
        /// The run loop named when the publisher was made.
        public let runLoop: RunLoop
        /// The run loop mode named when the publisher was made (accepted; ticks run in every mode).
        public let mode: RunLoop.Mode

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: DispatchSourceTimer?

        /// A publisher ticking every `interval` seconds once connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Attaches `subscriber`; it receives ticks while the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking; cancelling the result stops the timer.
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil {
                let queue = runLoop === RunLoop.main ? DispatchQueue.main : DispatchQueue.global()
                let source = DispatchSource.makeTimerSource(queue: queue)
                let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1_000_000_000))
                let period = Swift.max(interval, 0.001)
                source.schedule(deadline: .now() + period, repeating: period, leeway: leeway)
                source.setEventHandler { [weak self] in self?.subject.send(Date()) }
                source.resume()
                timer = source
            }
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            lock.lock()
            defer { lock.unlock() }
            timer?.cancel()
            timer = nil
        }

        deinit { timer?.cancel() }
    }

    /// A publisher that sends the date every `interval` seconds once connected; use
    /// `.autoconnect()` to start it with its first subscriber.
    ///
    /// - Parameters:
    ///   - interval: Seconds between ticks.
    ///   - tolerance: How late a tick may come.
    ///   - runLoop: `.main` to tick on the main queue (GTK's main loop); another to tick on a
    ///     background queue.
    ///   - mode: Accepted for SwiftUI compatibility.
    ///   - options: Accepted for SwiftUI compatibility.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}
