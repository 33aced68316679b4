import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `AsyncImage` on GTK: the placeholder, then the image from a file URL sized by its content
/// closure; the cache; the failure phase; and a load cancelled when the view leaves.
@MainActor
@Suite("AsyncImage on GTK", .serialized)
struct AsyncImageGtkTests {
    /// A 40 × 30 PNG of pure red.
    static let redPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAKElEQVR42u3NsQ0AAAjAoP7/tJ6hAwk7TZ1ILBaLxWKxWCwWi8V/4wU+nauNixxYhAAAAABJRU5ErkJggg=="
    )!

    /// A fresh folder for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Gallery: View {
        let url: URL
        @State private var showsSecond = false
        var body: some View {
            VStack {
                AsyncImage(url: url) { image in
                    image.resizable()
                } placeholder: {
                    Text("Loading photo")
                }
                .frame(width: 80, height: 60)
                if showsSecond {
                    AsyncImage(url: url, scale: 2)
                }
                Button("Show another") { showsSecond = true }
            }
        }
    }

    @Test(
        "the placeholder shows until the server answers, then the image at the frame's size; a second view of the URL shows it at once"
    )
    func placeholderThenImage() throws {
        let server = try HeldHTTPServer(serving: Self.redPNG)
        let host = try GtkTestHost(Gallery(url: server.url))
        defer { host.close() }
        // The backend's counters run on across the tests of the process.
        let delivered = host.statistics.imageLoadsDelivered
        #expect(!host.waitUntil(timeout: 0.3) { !host.pictures.isEmpty }, "nothing arrives before the answer")
        #expect(host.isShown(text: "Loading photo"))
        server.answer()
        #expect(host.waitUntil(timeout: 10) { !host.pictures.isEmpty })
        #expect(!host.isShown(text: "Loading photo"))
        host.waitForFrame()
        let picture = try #require(host.pictures.first)
        #expect(picture.allocatedSize == (80, 60), "resizable inside .frame(width: 80, height: 60)")
        #expect(picture.imageSize == (40, 30))
        let pixels = try host.renderWindow()
        #expect(pixels.color(at: picture, x: 70, y: 50).isClose(to: RGBA(red: 1, green: 0, blue: 0)))
        #expect(host.statistics.imageLoadsDelivered - delivered == 1)
        let started = host.statistics.imageLoadsStarted

        host.click(try host.button("Show another"))
        #expect(host.pictures.count == 2, "the cached image shows without waiting")
        #expect(host.pictures.last?.imageSize.width == 20, "scale: 2 shows the 40-pixel image 20 points wide")
        #expect(host.statistics.imageLoadsStarted == started, "and without loading again")
    }

    struct Phases: View {
        let url: URL
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("Waiting")
                case .success(let image): image
                case .failure: Text("Could not load")
                }
            }
        }
    }

    @Test("a missing file and bytes that are no image show the failure phase")
    func failures() throws {
        let folder = try Self.folder()
        let notAnImage = folder.appendingPathComponent("notes.png")
        try Data("just text".utf8).write(to: notAnImage)
        for url in [folder.appendingPathComponent("missing.png"), notAnImage] {
            let host = try GtkTestHost(Phases(url: url))
            defer { host.close() }
            #expect(host.waitUntil { host.isShown(text: "Could not load") }, "\(url.lastPathComponent)")
            #expect(host.pictures.isEmpty)
        }
    }

    struct Removable: View {
        let url: URL
        @State private var isShown = true
        var body: some View {
            VStack {
                if isShown {
                    AsyncImage(url: url) { phase in
                        if phase.image != nil { Text("Loaded") } else { Text("Waiting") }
                    }
                }
                Button("Hide") { isShown = false }
            }
        }
    }

    @Test("a load still running when the view leaves never reaches the screen")
    func cancelledWhenRemoved() throws {
        // The server holds its answer, so the load is surely running.
        let server = try HeldHTTPServer(serving: Self.redPNG)
        let host = try GtkTestHost(Removable(url: server.url))
        defer { host.close() }
        #expect(host.isShown(text: "Waiting"))
        let handlers = Gtk.liveSignalHandlerCount
        let ended = host.statistics.imageLoadsEnded
        let delivered = host.statistics.imageLoadsDelivered
        host.click(try host.button("Hide"))
        #expect(!host.isShown(text: "Waiting"))
        server.answer()
        #expect(host.waitUntil(timeout: 10) { host.statistics.imageLoadsEnded == ended + 1 })
        #expect(host.statistics.imageLoadsDelivered == delivered, "the removed view's load was dropped")
        #expect(!host.isShown(text: "Loaded"))
        #expect(Gtk.liveSignalHandlerCount <= handlers)
    }

    struct FadingIn: View {
        let url: URL
        var body: some View {
            AsyncImage(url: url, transaction: Transaction(animation: .linear(duration: 1))) { phase in
                if let image = phase.image {
                    image.transition(.opacity)
                } else {
                    Text("Waiting")
                }
            }
        }
    }

    @Test("AsyncImage(url:transaction:) animates the placeholder's change to the image on the frame clock")
    func transactionAnimatesThePhaseChange() throws {
        let server = try HeldHTTPServer(serving: Self.redPNG)
        let host = try GtkTestHost(FadingIn(url: server.url))
        defer { host.close() }
        host.animationClock = .manual
        defer { host.animationClock = .frameClock }
        // As `withDesktopAnimations` does, around a wait for the load.
        let enabled = Gtk.Settings.enablesAnimations
        Gtk.Settings.enablesAnimations = true
        defer { Gtk.Settings.enablesAnimations = enabled }
        server.answer()
        #expect(host.waitUntil(timeout: 10) { !host.pictures.isEmpty })
        host.advanceAnimations(by: 0.5)
        let picture = try #require(host.pictures.first)
        let opacity = sequence(first: picture as Gtk.Widget, next: \.parent).prefix(3).map(\.drawnOpacity).min()!
        #expect(abs(opacity - 0.5) < 0.05, "halfway through the fade: \(opacity)")
        host.advanceAnimations(by: 0.6)
        #expect(sequence(first: picture as Gtk.Widget, next: \.parent).prefix(3).allSatisfy { $0.drawnOpacity == 1 })
    }
}
