import Foundation
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
        let (host, logged) = try capturingGTKLog { () -> GtkTestHost in
            let host = try GtkTestHost(Page(padding: padding))
            host.window.setDefaultSize(width: 900, height: 600)
            host.waitUntilIdle()
            return host
        }
        defer { host.close() }
        // The frame once reported the text's one-line height for no width, but wrapped it to
        // the frame's width at any width the HStack offered, and GTK's box logged "reports a
        // minimum height of 58, but minimum height for width of 1048576 is 167".
        #expect(logged.isEmpty, "GTK logged: \(logged)")
    }

    struct Resizable: View {
        @State private var width = 100.0
        var body: some View {
            VStack {
                Text(verbatim: "Sized").frame(width: width, height: 40)
                Button("Wider") { width = 140 }
            }
        }
    }

    @Test("changing only .frame(width:) writes the decoration's frame once, nothing else, and the frame follows")
    func frameWidthChangeIsOneWrite() throws {
        let host = try GtkTestHost(Resizable())
        defer { host.close() }
        let label = try #require(host.label("Sized"))
        let frame = try #require(label.parent)
        #expect(frame.allocatedSize.width == 100)
        host.statistics.reset()
        host.click(try host.button("Wider"))
        // The new size is laid out on the next frame-clock tick.
        let deadline = Date().addingTimeInterval(2)
        while frame.allocatedSize.width != 140, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        #expect(frame.allocatedSize.width == 140)
        #expect(frame.allocatedSize.height == 40)
        #expect(host.statistics.writes(of: "Decoration.frame") == 1)
        #expect(host.statistics.widgetWrites == 1, "only the frame changed")
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
