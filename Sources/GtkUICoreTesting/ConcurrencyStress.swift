import Dispatch
import Foundation
import GtkUICore
import Observation
import OpenCombine

/// An `@Observable` counter whose value is guarded by a lock, as a thread-safe model would be;
/// the concurrency stress tests add to it from many threads at once.
@Observable
public final class LockedObservableCounter: @unchecked Sendable {
    @ObservationIgnored private let lock = NSLock()
    @ObservationIgnored private var storage = 0

    /// A counter at zero.
    public init() {}

    /// The count; reading it in a body makes the view depend on it.
    public var value: Int {
        access(keyPath: \.value)
        return lock.withLock { storage }
    }

    /// Adds one under the lock, telling observers before and after.
    public func increment() {
        withMutation(keyPath: \.value) { lock.withLock { storage += 1 } }
    }
}

/// The same counter as an `ObservableObject`: it announces each change, then makes it.
public final class LockedPublishedCounter: ObservableObject, @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0
    /// Sent before each change.
    public let objectWillChange = ObservableObjectPublisher()

    /// A counter at zero.
    public init() {}

    /// The count.
    public var value: Int { lock.withLock { storage } }

    /// Announces, then adds one under the lock.
    public func increment() {
        objectWillChange.send()
        lock.withLock { storage += 1 }
    }
}

/// Runs writers on background threads while the main actor keeps rendering.
@MainActor
public enum StressDriver {
    /// Rounds per stress test: `GTKUI_STRESS_ROUNDS`, or `defaultRounds`.
    public static func rounds(default defaultRounds: Int) -> Int {
        ProcessInfo.processInfo.environment["GTKUI_STRESS_ROUNDS"].flatMap(Int.init) ?? defaultRounds
    }

    /// Starts `threads` writers that each call `increment` `increments` times, and calls
    /// `render` on the main actor until they have all finished.
    public static func hammer(
        threads: Int = 8, increments: Int = 40, increment: @escaping @Sendable () -> Void, render: () -> Void
    ) {
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<increments { increment() }
            }
            finished.signal()
        }
        while finished.wait(timeout: .now()) == .timedOut { render() }
    }

    /// Runs `rounds` rounds of `round`, which returns what was shown and what the model held;
    /// returns a line for each round in which they differed.
    public static func mismatches(rounds: Int, _ round: () -> (shown: String?, model: String)) -> [String] {
        var lost: [String] = []
        for index in 0..<rounds {
            let (shown, model) = round()
            if shown != model { lost.append("round \(index): shown \(shown ?? "nothing"), model \(model)") }
        }
        return lost
    }
}

/// Shows a ``LockedObservableCounter``'s value.
public struct ObservableCounterText: View {
    let counter: LockedObservableCounter
    /// Shows `counter`.
    public init(counter: LockedObservableCounter) { self.counter = counter }
    /// The value as text.
    public var body: some View { Text(verbatim: "\(counter.value)") }
}

/// Shows a ``LockedPublishedCounter``'s value.
public struct PublishedCounterText: View {
    @ObservedObject var model: LockedPublishedCounter
    /// Shows `model`.
    public init(model: LockedPublishedCounter) { self.model = model }
    /// The value as text.
    public var body: some View { Text(verbatim: "\(model.value)") }
}
