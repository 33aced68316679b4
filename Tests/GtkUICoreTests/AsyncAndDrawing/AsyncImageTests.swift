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

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, scale: 2) { phase in
                switch phase {
                case .empty: Text("Empty")
                case .success(let image): image
                case .failure: Text("Failed")
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

        let host = CoreHost(Phases(url: png))
        #expect(host.texts == ["Empty"])
        await settle(host) { host.root.find("Picture") != nil }
        #expect(host.root.find("Picture")?.imageContent == "decoded 40×30 @2.0x")
        #expect(host.root.find("Picture")?.properties["accessibilityLabel"] as? String == "photo")

        let again = CoreHost(Phases(url: png))
        #expect(again.root.find("Picture") != nil, "a cached image shows at once")
        #expect(again.statistics.imageLoadsStarted == 0)

        let failing = CoreHost(Phases(url: text))
        await settle(failing) { failing.texts == ["Failed"] }
        #expect(failing.texts == ["Failed"])
    }
}
