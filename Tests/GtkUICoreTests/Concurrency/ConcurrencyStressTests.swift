import GtkUICore
import GtkUICoreTesting
import Testing

/// Writes from many threads at once, while the main actor keeps rendering: after everything
/// settles, the screen must show what the model holds. Before `NodeInvalidator` watched
/// writes after they land, about 3.5 % of `@Observable` rounds ended increments behind.
@MainActor
@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    @Test("@Observable: 8 threads × 40 increments always end on screen")
    func observableCounter() {
        let rounds = StressDriver.rounds(default: 1_000)
        let lost = StressDriver.mismatches(rounds: rounds) {
            let counter = LockedObservableCounter()
            return run(CoreHost(ObservableCounterText(counter: counter)), increment: counter.increment) {
                counter.value
            }
        }
        #expect(lost.count == 0, "\(lost.count) of \(rounds) rounds lost an update: \(lost.prefix(5))")
    }

    @Test("@Published: 8 threads × 40 increments always end on screen")
    func publishedCounter() {
        let rounds = StressDriver.rounds(default: 1_000)
        let lost = StressDriver.mismatches(rounds: rounds) {
            let model = LockedPublishedCounter()
            return run(CoreHost(PublishedCounterText(model: model)), increment: model.increment) { model.value }
        }
        #expect(lost.count == 0, "\(lost.count) of \(rounds) rounds lost an update: \(lost.prefix(5))")
    }

    private func run(
        _ host: CoreHost, increment: @escaping @Sendable () -> Void, value: () -> Int
    ) -> (shown: String?, model: String) {
        defer { host.unmount() }
        StressDriver.hammer(increment: increment) { host.settle() }
        // The writers are done: run what the main loop would run next, the late re-check
        // after announcements from other threads included.
        host.settle(includingDelayed: true)
        return (host.texts.first, "\(value())")
    }
}
