import GtkUI
import GtkUITesting
import Testing

/// `.frame(width:height:)` on real widgets: the frame is the size the view gets, as in SwiftUI.
@MainActor
@Suite("Frame layout", .serialized)
struct FrameLayoutTests {
    static let paragraph = String(repeating: "A long explanation that has to wrap inside its frame. ", count: 6)

    struct Page: View {
        /// Padding inside the frame, which the text wraps inside too.
        var padding = 0.0

        var body: some View {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text(verbatim: FrameLayoutTests.paragraph).padding(padding).frame(width: 300)
                    Button("Short") {}
                }
                Spacer()
            }
        }
    }

    @Test("a wrapping text in .frame(width:) is exactly that wide and wraps inside it")
    func wrappingTextFillsItsFrame() throws {
        let host = try GtkTestHost(Page())
        defer { host.close() }
        host.window.setDefaultSize(width: 900, height: 600)
        host.waitUntilIdle()
        let label = try #require(host.label(Self.paragraph))
        let frame = try #require(label.parent)
        #expect(frame.allocatedSize.width == 300, "the frame grew to \(frame.allocatedSize.width)")
        #expect(label.allocatedSize.height > 3 * 12, "the text wraps onto several lines")
    }

    @Test(
        "a wrapping text in .frame(width:) is as tall for no width as the frame makes it, so GTK logs nothing",
        arguments: [0.0, 24.0])
    func framedTextMeasuresConsistently(padding: Double) throws {
        Gtk.LogRecorder.start()
        _ = Gtk.LogRecorder.take()
        let host = try GtkTestHost(Page(padding: padding))
        defer { host.close() }
        host.window.setDefaultSize(width: 900, height: 600)
        host.waitUntilIdle()
        // The frame once reported the text's one-line height for no width, but wrapped it to
        // the frame's width at any width the HStack offered, and GTK's box logged "reports a
        // minimum height of 58, but minimum height for width of 1048576 is 167". Whether GTK
        // reaches the session's accessibility bus depends on the machine, not on the view.
        let logged = Gtk.LogRecorder.take().filter { !$0.contains("accessibility bus") }
        #expect(logged.isEmpty, "GTK logged: \(logged)")
    }

    @Test("a short text in .frame(width:) still gets the whole frame")
    func shortTextGetsTheFrame() throws {
        let host = try GtkTestHost(Text(verbatim: "Hi").frame(width: 200, height: 50))
        defer { host.close() }
        let label = try #require(host.label("Hi"))
        let frame = try #require(label.parent)
        #expect(frame.allocatedSize.width == 200)
        #expect(frame.allocatedSize.height == 50)
    }
}
