import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `GeometryReader` and `ViewThatFits` in a real window: the size offered, shown as text and
/// updated when the window is resized; the candidate that fits, chosen again on resize.
@MainActor
@Suite("GeometryReader and ViewThatFits", .serialized)
struct GeometryReaderTests {
    struct SizeLabel: View {
        var body: some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
            }
        }
    }

    /// The text a reader shows, once it has one with a size in it.
    private func sizeText(_ host: GtkTestHost) -> String? {
        host.shownTexts.first { $0.contains(" × ") }
    }

    private func waitForText(_ host: GtkTestHost, until done: (String?) -> Bool) {
        let deadline = Date().addingTimeInterval(3)
        while !done(sizeText(host)), Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
    }

    @Test("the reader takes the whole window and shows its size; a resize shows the new size")
    func showsSizeAndFollowsResize() throws {
        let host = try GtkTestHost(SizeLabel())
        defer { host.close() }
        waitForText(host) { $0 != nil && $0 != "0 × 0" }
        let text = try #require(sizeText(host))
        let reader = try #require(host.label(text)?.parent)
        let shown = "\(reader.allocatedSize.width) × \(reader.allocatedSize.height)"
        #expect(sizeText(host) == shown)
        #expect(
            reader.allocatedSize.width >= host.window.allocatedSize.width - 40, "the reader does not fill the window")

        try host.resizeWindow(width: 500, height: 420)
        waitForText(host) { $0 != shown }
        let resized = "\(reader.allocatedSize.width) × \(reader.allocatedSize.height)"
        #expect(resized != shown)
        #expect(sizeText(host) == resized)
        let label = try #require(host.label(resized))
        let frame = try #require(label.renderedFrame(in: reader))
        #expect(frame.x == 0 && frame.y == 0, "the content sits at the top-leading corner")
    }

    @Test("a layout at the same size builds nothing again: no resize loop")
    func noLoop() throws {
        let host = try GtkTestHost(SizeLabel())
        defer { host.close() }
        waitForText(host) { $0 != nil && $0 != "0 × 0" }
        host.statistics.reset()
        host.window.queueResize()
        host.waitUntilIdle()
        host.waitUntilIdle(timeout: 0.2)
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    struct Toolbar: View {
        @State private var taps = 0
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Download the whole archive (\(taps))") { taps += 1 }
                    Text("1.2 GB, about four minutes on this connection")
                }
                Button("Download (\(taps))") { taps += 1 }
            }
        }
    }

    @Test("ViewThatFits shows the wide candidate in a wide window and the short one in a narrow one")
    func choosesOnResize() throws {
        let host = try GtkTestHost(Toolbar())
        defer { host.close() }
        try host.resizeWindow(width: 900, height: 200)
        #expect((try? host.button("Download the whole archive (0)")) != nil)
        #expect((try? host.button("Download (0)")) == nil)

        try host.resizeWindow(width: 260, height: 200)
        #expect((try? host.button("Download (0)")) != nil)
        #expect((try? host.button("Download the whole archive (0)")) == nil)
        host.click(try host.button("Download (0)"))
        #expect((try? host.button("Download (1)")) != nil)

        try host.resizeWindow(width: 900, height: 200)
        #expect((try? host.button("Download the whole archive (1)")) != nil, "the wide candidate shares the state")
        #expect((try? host.button("Download (1)")) == nil)
    }

    struct Everything: View {
        var body: some View {
            VStack {
                Grid {
                    GridRow {
                        Text("a")
                        Text("b").gridCellAnchor(.top)
                    }
                    Divider()
                }
                GeometryReader { Text("\(Int($0.size.width))") }
                ViewThatFits {
                    Text("wide one"); Text("w")
                }
            }
        }
    }

    @Test("a closed window with a grid, a reader and a view that fits leaves no widget or closure behind")
    func noLeaks() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Everything()).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Everything())
            try host.resizeWindow(width: 400, height: 300)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
