import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.overlay { … }` and `.background { … }` with views: the layer takes the decorated view's
/// area, sits at its alignment, and does not change the decorated view's size.
@MainActor
@Suite("Overlays", .serialized)
struct OverlayTests {
    struct Badge: View {
        @State private var corner = Alignment.topTrailing
        var body: some View {
            VStack {
                Text("Inbox")
                    .frame(width: 160, height: 60)
                    .overlay(alignment: corner) { Text("3") }
                    .background { Color.yellow }
                Button("Move badge") { corner = .bottomLeading }
            }
        }
    }

    @Test("a badge overlay sits in its corner; a colour background fills the area underneath")
    func badgeInCorner() throws {
        let host = try GtkTestHost(Badge())
        defer { host.close() }
        let inbox = try #require(host.label("Inbox"))
        let badge = try #require(host.label("3"))
        let frame = try #require(inbox.parent)
        let overlay = try #require(frame.parent)
        #expect(overlay.allocatedSize.width == 160, "the overlay changed the size")
        #expect(overlay.allocatedSize.height == 60)
        let placed = try #require(badge.renderedFrame(in: overlay))
        #expect(placed.x + placed.width == 160)
        #expect(placed.y == 0)

        // The background is the outer overlay's first child: drawn first, under everything.
        let outer = try #require(overlay.parent)
        let background = try #require(outer.children.first)
        #expect(background.pointer != overlay.pointer)
        #expect(background.renderedSize.width == 160)
        #expect(background.renderedSize.height == 60)

        host.statistics.reset()
        host.click(try host.button("Move badge"))
        let deadline = Date().addingTimeInterval(2)
        while badge.renderedFrame(in: overlay)?.y == 0, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        let moved = try #require(badge.renderedFrame(in: overlay))
        #expect(moved.x == 0)
        #expect(moved.y + moved.height == 60)
        #expect(host.statistics.widgetWrites == 1, "only the badge's alignment is written")
    }
}

extension OverlayTests {
    /// A list with an empty-state overlay that shows only while the list is empty.
    struct Inbox: View {
        @State private var messages = ["Welcome", "Invoice"]
        var body: some View {
            VStack {
                List(messages, id: \.self) { Text($0) }
                    .overlay {
                        if messages.isEmpty { Text("No Messages") }
                    }
                Button("Clear") { messages = [] }
                Button("Refill") { messages = ["Reminder"] }
            }
        }
    }

    @Test("an overlay whose content is absent (an if that is false) still shows the view; the layer comes and goes")
    func absentLayer() throws {
        let host = try GtkTestHost(Inbox())
        defer { host.close() }
        #expect(host.isShown(text: "Welcome"))
        #expect(!host.isShown(text: "No Messages"))
        host.click(try host.button("Clear"))
        #expect(host.isShown(text: "No Messages"))
        host.click(try host.button("Refill"))
        host.waitForLayout()
        #expect(host.isShown(text: "Reminder"))
        #expect(!host.isShown(text: "No Messages"))
    }
}

/// `.opacity` and `.hidden()` on real widgets.
@MainActor
@Suite("Opacity and hiding", .serialized)
struct OpacityTests {
    struct Screen: View {
        @State private var faded = false
        var body: some View {
            VStack {
                Text("Faded").opacity(faded ? 0.25 : 1)
                Text("Hidden").hidden()
                Button("Ghost") {}.hidden()
                Button("Fade") { faded = true }
            }
        }
    }

    @Test("a hidden view keeps its place but is not drawn and takes no clicks; opacity is one CSS write")
    func hiddenAndOpacity() throws {
        let host = try GtkTestHost(Screen())
        defer { host.close() }
        let hidden = try #require(host.label("Hidden"))
        #expect(hidden.renderedSize.height > 0, "a hidden view keeps its place")
        #expect(hidden.drawnOpacity == 0)
        // The hidden button's box takes no pointer events, so neither does the button in it.
        let ghost = try host.button("Ghost")
        #expect(ghost.parent?.canTarget == false)
        let faded = try #require(host.label("Faded"))
        #expect(faded.drawnOpacity == 1)
        host.statistics.reset()
        host.click(try host.button("Fade"))
        #expect(abs(faded.drawnOpacity - 0.25) < 0.01)
        #expect(host.statistics.widgetWrites == 1)
    }
}
