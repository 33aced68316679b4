import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `TimelineView` on GTK: the content follows a periodic schedule through one GLib timeout at
/// a time, and `.animation` through the frame clock; neither is left behind by a view that
/// leaves or pauses.
@MainActor
@Suite("TimelineView on GTK", .serialized)
struct TimelineViewGtkTests {
    /// Counts content builds.
    final class Counter {
        var builds = 0
    }

    struct Ticking: View {
        let counter: Counter
        let animated: Bool
        @State private var isShown = true
        @State private var isPaused = false
        var body: some View {
            VStack {
                if isShown {
                    if animated {
                        TimelineView(.animation(minimumInterval: nil, paused: isPaused)) { context in
                            Text(label(context.date))
                        }
                    } else {
                        TimelineView(.periodic(from: .now, by: 0.02)) { context in
                            Text(label(context.date))
                        }
                    }
                }
                Button("Pause") { isPaused = true }
                Button("Remove") { isShown = false }
            }
        }

        private func label(_ date: Date) -> String {
            counter.builds += 1
            return "Build \(counter.builds)"
        }
    }

    @Test("a periodic timeline updates its content on one timer, removed with the view")
    func periodic() throws {
        let counter = Counter()
        let sources = Gtk.TimelineSource.liveCount
        let host = try GtkTestHost(Ticking(counter: counter, animated: false))
        defer { host.close() }
        #expect(Gtk.TimelineSource.liveCount == sources + 1, "one timeout for the next date")
        #expect(host.waitUntil { counter.builds >= 4 })
        #expect(host.isShown(text: "Build \(counter.builds)"))
        #expect(Gtk.TimelineSource.liveCount == sources + 1, "still one timeout, re-armed at each date")
        host.click(try host.button("Remove"))
        #expect(Gtk.TimelineSource.liveCount == sources)
        let builds = counter.builds
        #expect(!(host.waitUntil(timeout: 0.1) { counter.builds > builds }))
    }

    @Test("an .animation timeline follows the frame clock until paused; no tick callback stays")
    func animation() throws {
        let counter = Counter()
        let sources = Gtk.TimelineSource.liveCount
        let host = try GtkTestHost(Ticking(counter: counter, animated: true))
        defer { host.close() }
        #expect(host.waitUntil { counter.builds >= 4 })
        #expect(Gtk.TimelineSource.liveCount == sources + 1, "one tick callback")
        host.click(try host.button("Pause"))
        #expect(Gtk.TimelineSource.liveCount == sources, "paused: the tick callback is removed")
        let builds = counter.builds
        host.waitForFrame()
        #expect(counter.builds == builds)
        host.click(try host.button("Remove"))
        #expect(Gtk.TimelineSource.liveCount == sources)
    }
}
