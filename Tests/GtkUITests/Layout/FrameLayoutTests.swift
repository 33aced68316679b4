import GtkUI
import GtkUITesting
import Testing

/// `.frame(width:height:)` on real widgets: the frame is the size the view gets, as in SwiftUI.
@MainActor
@Suite("Frame layout", .serialized)
struct FrameLayoutTests {
    static let paragraph = String(repeating: "A long explanation that has to wrap inside its frame. ", count: 6)

    struct Page: View {
        var body: some View {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text(verbatim: FrameLayoutTests.paragraph).frame(width: 300)
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
