import Foundation
import GtkUI
import GtkUITesting
import Testing

/// A window that is not changing does nothing: no update pass, no body evaluation.
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

    /// Runs the main loop for `seconds`, as a running app would between events.
    private func runMainLoop(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2_000) }
        }
    }

    @Test("after a change has been drawn, a quiet window runs no update pass and evaluates no body")
    func quietWindowDoesNothing() async throws {
        let feed = Feed()
        let host = try GtkTestHost(Screen(feed: feed))
        defer { host.close() }
        await host.waitForTasks()
        #expect(host.isShown(text: "Loaded"))
        host.click(try host.button("Add"))
        #expect(host.isShown(text: "Count 1"))
        // Counted on this window's own graph: other suites' windows share the process and
        // its main loop. Whether the app as a whole wakes up is measured on the real binary
        // (GalleryLaunchTests).
        let passes = host.windowHost.graph.passCount
        let bodies = host.statistics.bodyEvaluations(of: Screen.self)
        runMainLoop(for: 2)
        #expect(host.windowHost.graph.passCount == passes)
        #expect(host.statistics.bodyEvaluations(of: Screen.self) == bodies)
    }

    @Test("a change while idle costs one update pass, then none")
    func oneChangeThenQuiet() async throws {
        let feed = Feed()
        let host = try GtkTestHost(Screen(feed: feed))
        defer { host.close() }
        await host.waitForTasks()
        let passes = host.windowHost.graph.passCount
        feed.items.append("four")
        runMainLoop(for: 0.5)
        #expect(host.windowHost.graph.passCount == passes + 1)
        #expect(host.isShown(text: "four"))
        runMainLoop(for: 1)
        #expect(host.windowHost.graph.passCount == passes + 1)
    }
}
