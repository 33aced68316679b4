import GtkUI
import GtkUICoreTesting
import GtkUITesting
import Testing

/// The concurrency stress of the core suite on real GTK: eight threads add to a counter while
/// the GLib main loop keeps running; after each round the label shows what the model holds.
@MainActor
@Suite("GTK concurrency stress", .serialized)
struct GtkConcurrencyStressTests {
    @Test("@Observable: every round ends with the model's value on screen")
    func observable() throws {
        let counter = LockedObservableCounter()
        try stress(
            ObservableCounterText(counter: counter), rounds: StressDriver.rounds(default: 1_000),
            waitsForLateCheck: false, increment: counter.increment
        ) { counter.value }
    }

    /// 200 rounds by default: each waits for the late re-check (about 50 ms).
    @Test("@Published: every round ends with the model's value on screen")
    func published() throws {
        let model = LockedPublishedCounter()
        try stress(
            PublishedCounterText(model: model), rounds: StressDriver.rounds(default: 200),
            waitsForLateCheck: true, increment: model.increment
        ) { model.value }
    }

    private func stress<V: View>(
        _ view: V, rounds: Int, waitsForLateCheck: Bool, increment: @escaping @Sendable () -> Void,
        value: () -> Int
    ) throws {
        let host = try GtkTestHost(view)
        defer { host.close() }
        let lost = StressDriver.mismatches(rounds: rounds) {
            StressDriver.hammer(increment: increment) { Gtk.MainLoop.iterate() }
            host.waitUntilIdle(includingLateChecks: waitsForLateCheck)
            // The first label is the counter; the header bar's title follows.
            return (host.shownTexts.first, "\(value())")
        }
        #expect(lost.count == 0, "\(lost.count) of \(rounds) rounds lost an update: \(lost.prefix(5))")
    }
}
