import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.onChange(of:)` and a `Timer.publish` clock on real GTK: typed text reaches the handler,
/// and the timer ticks inside GTK's main loop.
@MainActor
@Suite("Change handlers on GTK", .serialized)
struct ChangeHandlerGtkTests {
    struct Form: View {
        @State private var name = ""
        @State private var history: [String] = []

        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .onChange(of: name) { old, new in history.append("\(old)→\(new)") }
                Text("Changes: \(history.count), last \(history.last ?? "none")")
            }
        }
    }

    @Test("typing into a field runs onChange once per keystroke with the old and new text")
    func typing() throws {
        let host = try GtkTestHost(Form())
        defer { host.close() }
        host.type("ab", into: try host.field(placeholder: "Name"))
        host.waitUntilIdle()
        #expect(host.label("Changes: 2, last a→ab") != nil)
    }

    struct Clock: View {
        let ticks = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
        @State private var count = 0

        var body: some View {
            Text("Ticks: \(min(count, 3))").onReceive(ticks) { _ in count += 1 }
        }
    }

    @Test("Timer.publish(every:on:in:).autoconnect() ticks in GTK's main loop")
    func clock() async throws {
        let host = try GtkTestHost(Clock())
        defer { host.close() }
        // The app's main loop drains the main queue itself; a test yields the main actor so the
        // test runner drains it.
        let deadline = Date().addingTimeInterval(5)
        while host.label("Ticks: 3") == nil, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
            host.waitUntilIdle(timeout: 0.05)
        }
        #expect(host.label("Ticks: 3") != nil)
    }
}
