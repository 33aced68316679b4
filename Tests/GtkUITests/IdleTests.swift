import Foundation
import GtkUI
import GtkUITesting
import Testing

/// An app that is not changing does nothing: no update pass, no timer, no source that wakes
/// the main loop again and again.
@MainActor
@Suite("Idle", .serialized)
struct IdleTests {
    @Observable final class Feed {
        var items = ["one", "two", "three"]
        var loaded = false
    }

    struct Screen: View {
        let feed: Feed
        @State private var count = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("Count \(count)").padding(4).background(Color.yellow)
                ForEach(feed.items, id: \.self) { Text($0) }
                Button("Add") { count += 1 }
                List(feed.items, id: \.self) { Text($0) }
                Text(feed.loaded ? "Loaded" : "Loading")
            }
            // Main-queue work goes through GLib's watch on libdispatch's eventfd, which once
            // stayed ready for ever after the first job.
            .task { feed.loaded = true }
        }
    }

    /// Runs the main loop without blocking for `seconds` and counts the iterations in which
    /// any source was dispatched.
    private func dispatchedIterations(during seconds: Double) -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        var dispatched = 0
        while Date() < deadline {
            if Gtk.MainLoop.iterate() { dispatched += 1 } else { usleep(2_000) }
        }
        return dispatched
    }

    @Test("after a change has been drawn, a quiet window runs no update pass and no source fires")
    func quietWindowDoesNothing() async throws {
        let feed = Feed()
        let host = try GtkTestHost(Screen(feed: feed))
        defer { host.close() }
        await host.waitForTasks()
        #expect(host.isShown(text: "Loaded"))
        host.click(try host.button("Add"))
        #expect(host.isShown(text: "Count 1"))
        // Let late X round trips and the scrollbars' fade-out settle.
        _ = dispatchedIterations(during: 1.5)
        host.statistics.reset()
        // Four half-second windows: a late X or accessibility-bus message may land in one of
        // them, but a source that fires at 1 Hz or more lands in at least two.
        let windows = (0..<4).map { _ in dispatchedIterations(during: 0.5) }
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(windows.filter { $0 > 0 }.count <= 1, "a GLib source kept firing while nothing changed: \(windows)")
        #expect(windows.reduce(0, +) <= 2, "\(windows)")
    }

    @Test("a change while idle costs one update pass, then the loop is quiet again")
    func oneChangeThenQuiet() async throws {
        let feed = Feed()
        let host = try GtkTestHost(Screen(feed: feed))
        defer { host.close() }
        await host.waitForTasks()
        _ = dispatchedIterations(during: 1.5)
        host.statistics.reset()
        feed.items.append("four")
        _ = dispatchedIterations(during: 0.5)
        #expect(host.statistics.updatePasses == 1)
        #expect(host.isShown(text: "four"))
        let windows = (0..<4).map { _ in dispatchedIterations(during: 0.5) }
        #expect(windows.filter { $0 > 0 }.count <= 1, "\(windows)")
    }
}
