import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `ZStack` on real widgets: as large as the union of its children, each child at the
/// stack's alignment, flexible children filling it, drawn back to front.
@MainActor
@Suite("ZStack", .serialized)
struct ZStackTests {
    struct Badge: View {
        @State private var corner = Alignment.bottomTrailing
        @State private var showsTall = false
        var body: some View {
            VStack {
                ZStack(alignment: corner) {
                    Color.blue.frame(width: 100, height: 60)
                    if showsTall { Color.green.frame(width: 40, height: 120) }
                    Text("3")
                }
                Button("Move badge") { corner = .topLeading }
                Button("Tall layer") { showsTall.toggle() }
            }
        }
    }

    /// Waits for the next layout, which a loaded machine may deliver after the click settled.
    private func waitForLayout(_ host: GtkTestHost, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
    }

    @Test("ZStack(alignment: .bottomTrailing) puts the badge in the bottom-trailing corner of the colour")
    func badgeInCorner() throws {
        let host = try GtkTestHost(Badge())
        defer { host.close() }
        let badge = try #require(host.label("3"))
        let stack = try #require(badge.parent)
        #expect(stack.allocatedSize.width == 100)
        #expect(stack.allocatedSize.height == 60)
        let placed = try #require(badge.renderedFrame(in: stack))
        #expect(placed.x + placed.width == 100)
        #expect(placed.y + placed.height == 60)
        // Drawn back to front: the colour first, the badge on top.
        #expect(stack.children.last?.isSameWidget(as: badge) == true)
    }

    @Test("a new alignment is one widget write and moves the badge")
    func alignmentChangeIsOneWrite() throws {
        let host = try GtkTestHost(Badge())
        defer { host.close() }
        let badge = try #require(host.label("3"))
        let stack = try #require(badge.parent)
        host.statistics.reset()
        host.click(try host.button("Move badge"))
        waitForLayout(host) { badge.renderedFrame(in: stack)?.x == 0 }
        let moved = try #require(badge.renderedFrame(in: stack))
        #expect(moved.x == 0)
        #expect(moved.y == 0)
        #expect(host.statistics.widgetWrites == 1, "only the stack's alignment is written")
        #expect(host.statistics.writes(of: "ZStack.alignment") == 1)
    }

    @Test("a layer an if adds grows the stack to the union of the layers; removing it shrinks it back")
    func unionOfLayers() throws {
        let host = try GtkTestHost(Badge())
        defer { host.close() }
        let badge = try #require(host.label("3"))
        let stack = try #require(badge.parent)
        host.click(try host.button("Tall layer"))
        waitForLayout(host) { stack.allocatedSize.height == 120 }
        #expect(stack.allocatedSize.width == 100, "a 100×60 and a 40×120 layer make a 100×120 stack")
        #expect(stack.allocatedSize.height == 120)
        #expect(stack.children.count == 3)
        let tall = try #require(stack.children.dropFirst().first)
        let placed = try #require(tall.renderedFrame(in: stack))
        #expect(placed.x + placed.width == 100 && placed.y + placed.height == 120, "not at the bottom-trailing corner")
        let corner = try #require(badge.renderedFrame(in: stack))
        #expect(corner.y + corner.height == 120, "the badge did not follow the grown stack")

        host.click(try host.button("Tall layer"))
        waitForLayout(host) { stack.allocatedSize.height == 60 }
        #expect(stack.allocatedSize.height == 60)
        #expect(stack.children.count == 2)
    }

    struct Centered: View {
        var body: some View {
            ZStack {
                Color.red.frame(width: 100, height: 60)
                Color.green.frame(width: 40, height: 120)
                Text("mid")
            }
        }
    }

    @Test("the default alignment centers every layer in the union")
    func centeredByDefault() throws {
        let host = try GtkTestHost(Centered())
        defer { host.close() }
        let label = try #require(host.label("mid"))
        let stack = try #require(label.parent)
        #expect(stack.allocatedSize.width == 100)
        #expect(stack.allocatedSize.height == 120)
        let frames = stack.children.compactMap { $0.renderedFrame(in: stack) }
        try #require(frames.count == 3)
        #expect(frames[0].x == 0 && frames[0].y == 30, "the wide layer is not centered: \(frames[0])")
        #expect(frames[1].x == 30 && frames[1].y == 0, "the tall layer is not centered: \(frames[1])")
        #expect(abs(frames[2].x * 2 + frames[2].width - 100) <= 1)
        #expect(abs(frames[2].y * 2 + frames[2].height - 120) <= 1)
    }

    struct Filled: View {
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.yellow
                Circle().fill(Color.orange).frame(width: 30, height: 30)
                Text("over the colour")
            }
            .frame(width: 200, height: 100)
        }
    }

    @Test("a flexible layer fills the stack; fixed ones keep their size at the alignment")
    func flexibleLayerFills() throws {
        let host = try GtkTestHost(Filled())
        defer { host.close() }
        let label = try #require(host.label("over the colour"))
        let stack = try #require(label.parent)
        #expect(stack.allocatedSize.width == 200)
        #expect(stack.allocatedSize.height == 100)
        let colour = try #require(stack.children.first?.renderedFrame(in: stack))
        #expect(colour.width == 200 && colour.height == 100, "the colour does not fill: \(colour)")
        let circle = try #require(stack.children.dropFirst().first?.renderedFrame(in: stack))
        #expect(circle.x == 0 && circle.y == 0 && circle.width == 30 && circle.height == 30)
        #expect(label.renderedFrame(in: stack)?.x == 0)
    }

    struct BadgedInbox: View {
        @State private var unread = 9
        var body: some View {
            VStack {
                Text("Inbox")
                    .frame(width: 120, height: 60)
                    .overlay(alignment: .topTrailing) {
                        ZStack(alignment: .bottomLeading) {
                            Color.red.frame(width: 24, height: 24)
                            Text(verbatim: "\(unread)")
                        }
                    }
                Button("Read one") { unread -= 1 }
            }
        }
    }

    @Test(
        "a ZStack that is an overlay's layer keeps its alignment and its place apart: a re-render writes only the text")
    func zStackAsOverlayLayer() throws {
        let host = try GtkTestHost(BadgedInbox())
        defer { host.close() }
        let count = try #require(host.label("9"))
        let stack = try #require(count.parent)
        host.statistics.reset()
        host.click(try host.button("Read one"))
        #expect(host.isShown(text: "8"))
        #expect(host.statistics.widgetWrites == 1, "only the count's text")
        let placed = try #require(count.renderedFrame(in: stack))
        #expect(placed.x == 0 && placed.y + placed.height == 24, "not at the bottom-leading corner: \(placed)")
    }

    struct Rings: View {
        @State private var count = 2
        var body: some View {
            VStack {
                ZStack {
                    ForEach(0..<count, id: \.self) { index in
                        Text("ring \(index)").padding(Double(index) * 10)
                    }
                }
                Button("More rings") { count += 1 }
            }
        }
    }

    /// The `GtkOverlay` a ZStack becomes, around `widget`.
    private func enclosingStack(of widget: Gtk.Widget) -> Gtk.Widget? {
        var current = widget.parent
        while let node = current, node.typeName != "GtkOverlay" { current = node.parent }
        return current
    }

    /// The layer of `stack` that holds `widget`.
    private func layer(holding widget: Gtk.Widget, in stack: Gtk.Widget) -> Gtk.Widget? {
        var current: Gtk.Widget? = widget
        while let node = current, let parent = node.parent {
            if parent.isSameWidget(as: stack) { return node }
            current = parent
        }
        return nil
    }

    @Test("ForEach inside a ZStack gives one layer an element, and new elements join on top")
    func forEachLayers() throws {
        let host = try GtkTestHost(Rings())
        defer { host.close() }
        let first = try #require(host.label("ring 0"))
        let stack = try #require(enclosingStack(of: first))
        #expect(stack.children.count == 2)
        host.click(try host.button("More rings"))
        let added = try #require(host.label("ring 2"))
        let newest = try #require(layer(holding: added, in: stack))
        #expect(stack.children.count == 3)
        // The newest layer is the last child, drawn on top; padded the most, it is the widest.
        #expect(stack.children.last?.isSameWidget(as: newest) == true)
        waitForLayout(host) { newest.renderedSize.width == stack.allocatedSize.width }
        #expect(newest.renderedSize.width == stack.allocatedSize.width, "the stack is not as wide as its widest layer")
        #expect(newest.renderedSize.height == stack.allocatedSize.height)
    }
}
