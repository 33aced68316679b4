import Foundation
import GtkUI
import GtkUITesting
import Testing

/// SwiftUI's frame family on real widgets: alignment inside a frame, flexible frames,
/// `.fixedSize()`, `.offset`, and the layout cases SwiftUI documents.
@MainActor
@Suite("Flexible frames", .serialized)
struct FlexibleFrameTests {
    struct Screen: View {
        @State var alignment = Alignment.leading
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Text("a")
                    Spacer()
                    Text("b")
                }
                Text("Leading").frame(maxWidth: .infinity, alignment: alignment)
                Text("Corner").frame(width: 200, height: 100, alignment: .bottomTrailing)
                Text("Wide").frame(minWidth: 150)
                Text(verbatim: String(repeating: "wrap me please ", count: 12)).frame(maxWidth: 120)
                HStack {
                    Text("Moved").offset(x: 30, y: 5)
                    Text("Stays")
                }
                Button("Trailing") { alignment = .trailing }
            }
        }
    }

    private func mount() throws -> GtkTestHost {
        let host = try GtkTestHost(Screen())
        host.window.setDefaultSize(width: 600, height: 500)
        host.waitUntilIdle()
        return host
    }

    @Test("HStack { a; Spacer(); b } puts b at the trailing edge")
    func spacerPushesToTrailingEdge() throws {
        let host = try mount()
        defer { host.close() }
        let b = try #require(host.label("b"))
        let row = try #require(b.parent)
        let frame = try #require(b.renderedFrame(in: row))
        #expect(frame.x + frame.width == row.allocatedSize.width)
    }

    @Test(".frame(maxWidth: .infinity, alignment: .leading) spans the window and left-aligns")
    func maxWidthInfinityLeading() throws {
        let host = try mount()
        defer { host.close() }
        let label = try #require(host.label("Leading"))
        let frame = try #require(label.parent)
        let column = try #require(frame.parent)
        #expect(frame.allocatedSize.width == column.allocatedSize.width, "the frame does not take the width")
        #expect(label.renderedFrame(in: frame)?.x == 0)

        host.statistics.reset()
        host.click(try host.button("Trailing"))
        // The new alignment is laid out on the next frame-clock tick, which a loaded machine
        // may deliver after the click has settled.
        let deadline = Date().addingTimeInterval(2)
        while label.renderedFrame(in: frame)?.x == 0, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        let moved = try #require(label.renderedFrame(in: frame))
        #expect(moved.x + moved.width == frame.allocatedSize.width, "not at the trailing edge")
        #expect(host.statistics.writes(of: "Decoration.frame") == 1)
        #expect(host.statistics.widgetWrites == 1, "only the frame changed")
    }

    @Test(".frame(width:height:alignment: .bottomTrailing) puts its content in that corner")
    func fixedFrameAlignment() throws {
        let host = try mount()
        defer { host.close() }
        let label = try #require(host.label("Corner"))
        let frame = try #require(label.parent)
        #expect(frame.allocatedSize.width == 200)
        #expect(frame.allocatedSize.height == 100)
        let placed = try #require(label.renderedFrame(in: frame))
        #expect(placed.x + placed.width == 200)
        #expect(placed.y + placed.height == 100)
    }

    @Test("minWidth widens a short text's frame; maxWidth makes a long one wrap inside it")
    func minAndMaxWidth() throws {
        let host = try mount()
        defer { host.close() }
        let wide = try #require(host.label("Wide"))
        #expect(try #require(wide.parent).allocatedSize.width >= 150)
        let long = try #require(host.label(String(repeating: "wrap me please ", count: 12)))
        #expect(long.allocatedSize.width <= 120)
        #expect(long.allocatedSize.height > 40, "the text did not wrap")
    }

    @Test(".offset moves what is drawn, not the layout")
    func offsetMovesOnlyTheDrawing() throws {
        let host = try mount()
        defer { host.close() }
        let moved = try #require(host.label("Moved"))
        let stays = try #require(host.label("Stays"))
        let box = try #require(moved.parent)
        let row = try #require(box.parent)
        let drawn = try #require(moved.renderedFrame(in: row))
        let slot = try #require(box.renderedFrame(in: row))
        #expect(drawn.x == slot.x + 30)
        #expect(drawn.y == slot.y + 5)
        #expect(try #require(stays.renderedFrame(in: row)).x == slot.x + slot.width + 8, "the sibling moved")
    }

    struct Narrow: View {
        let fixed: Bool
        var body: some View {
            HStack {
                if fixed {
                    Text(verbatim: String(repeating: "no wrap ", count: 10)).fixedSize()
                } else {
                    Text(verbatim: String(repeating: "no wrap ", count: 10))
                }
            }
            .frame(width: 100)
        }
    }

    @Test(".fixedSize() keeps a text on one line in a narrow frame")
    func fixedSizeKeepsOneLine() throws {
        let host = try GtkTestHost(Narrow(fixed: true))
        defer { host.close() }
        let label = try #require(host.label(String(repeating: "no wrap ", count: 10)))
        #expect(label.allocatedSize.width > 100)
        let plain = try GtkTestHost(Narrow(fixed: false))
        defer { plain.close() }
        let wrapped = try #require(plain.label(String(repeating: "no wrap ", count: 10)))
        #expect(label.allocatedSize.height < wrapped.allocatedSize.height)
    }
}
