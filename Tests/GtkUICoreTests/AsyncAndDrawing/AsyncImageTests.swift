import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `AsyncImage` on the recording backend: its phases, the decoded picture, and the cache.
@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    /// A 40 × 30 PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAKElEQVR42u3NsQ0AAAjAoP7/tJ6hAwk7TZ1ILBaLxWKxWCwWi8V/4wU+nauNixxYhAAAAABJRU5ErkJggg=="
    )!

    /// The phases a view was drawn in, in order.
    final class PhaseLog {
        var phases: [String] = []
    }

    struct Phases: View {
        let url: URL?
        var log = PhaseLog()
        var body: some View {
            AsyncImage(url: url, scale: 2) { phase in
                switch phase {
                case .empty:
                    let _ = log.phases.append("empty")
                    Text("Empty")
                case .success(let image):
                    let _ = log.phases.append("success")
                    image
                case .failure:
                    let _ = log.phases.append("failure")
                    Text("Failed")
                }
            }
        }
    }

    /// Lets the load's task run on the main actor until `condition` holds.
    private func settle(_ host: CoreHost, until condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
    }

    @Test("empty without a URL; the decoded picture for a PNG, from the cache the second time; failure otherwise")
    func phases() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-async-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = folder.appendingPathComponent("photo.png")
        try Self.png.write(to: png)
        let text = folder.appendingPathComponent("notes.png")
        try Data("text".utf8).write(to: text)

        #expect(CoreHost(Phases(url: nil)).texts == ["Empty"])

        // The load runs on another thread and may already be back when the host first settles,
        // so "the placeholder first" is read from the phases drawn, not from the screen.
        let log = PhaseLog()
        let host = CoreHost(Phases(url: png, log: log))
        #expect(log.phases.first == "empty")
        await settle(host) { host.root.find("Picture") != nil }
        #expect(host.root.find("Picture")?.imageContent == "decoded 40×30 @2.0x")
        #expect(host.root.find("Picture")?.properties["accessibilityLabel"] as? String == "photo")
        #expect(log.phases == ["empty", "success"])

        let again = CoreHost(Phases(url: png))
        #expect(again.root.find("Picture") != nil, "a cached image shows at once")
        #expect(again.statistics.imageLoadsStarted == 0)

        let failing = CoreHost(Phases(url: text))
        await settle(failing) { failing.texts == ["Failed"] }
        #expect(failing.texts == ["Failed"])
    }
}
