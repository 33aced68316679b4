import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.onChange(of:)` on real GTK: typed text reaches the handler.
///
/// `Timer.publish` is tested in memory (`ChangeHandlerTests`): its ticks arrive on the main
/// queue, which an app's GTK main loop drains but a test shares with every other main-actor
/// test running at the same time, so a GTK test of it would time out under load.
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
}
