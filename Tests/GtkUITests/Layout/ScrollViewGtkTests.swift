import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `ScrollView` and `ScrollViewReader` on real GTK: a `GtkScrolledWindow` that takes the space
/// offered and scrolls rows a person cannot see into view; buttons that call `scrollTo` move the
/// adjustment so the row shows where the anchor says.
@MainActor
@Suite("ScrollView on GTK", .serialized)
struct ScrollViewGtkTests {
    struct Log: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    HStack {
                        Button("Last") { proxy.scrollTo(59, anchor: .bottom) }
                        Button("Middle") { proxy.scrollTo(30, anchor: .center) }
                        Button("First") { proxy.scrollTo(0, anchor: .top) }
                        Button("Show 45") { proxy.scrollTo(45) }
                    }
                    ScrollView {
                        ForEach(0..<60, id: \.self) { Text("Line \($0)").frame(height: 30) }
                    }
                }
            }
        }
    }

    private func scrollWindow(_ host: GtkTestHost) throws -> Gtk.Widget {
        try #require(host.allWidgets.first { $0.hasCSSClass("gtkui-scroll-view") })
    }

    /// Where the middle of `text`'s 30-point row is, from the top of the scroll view's visible area.
    private func middle(of text: String, in scroll: Gtk.Widget, _ host: GtkTestHost) throws -> Double {
        let label = try #require(host.allWidgets.first { ($0 as? Gtk.Label)?.text == text })
        let bounds = try #require(label.bounds(relativeTo: scroll))
        return bounds.y + bounds.height / 2
    }

    @Test("the scroll view fills the window and scrolls its rows, which lie beyond it")
    func scrolls() throws {
        let host = try GtkTestHost(Log())
        defer { host.close() }
        let scroll = try scrollWindow(host)
        let adjustment = try #require(scroll.verticalScroll)
        #expect(adjustment.upper >= 60 * 30)
        #expect(adjustment.pageSize < adjustment.upper)
        #expect(scroll.allocatedSize.height > 200, "it takes the window's height")
        try host.scroll(scroll, toShow: "Line 40")
        #expect(adjustment.value > 0)
    }

    @Test("scrollTo with an anchor puts the row at the top, centre or bottom of the visible area")
    func anchors() throws {
        let host = try GtkTestHost(Log())
        defer { host.close() }
        let scroll = try scrollWindow(host)
        let page = try #require(scroll.verticalScroll).pageSize
        host.click(try host.button("Last"))
        host.waitForLayout()
        #expect(abs(try middle(of: "Line 59", in: scroll, host) - (page - 15)) <= 2)
        host.click(try host.button("Middle"))
        host.waitForLayout()
        #expect(abs(try middle(of: "Line 30", in: scroll, host) - page / 2) <= 2)
        host.click(try host.button("First"))
        host.waitForLayout()
        #expect(abs(try middle(of: "Line 0", in: scroll, host) - 15) <= 2)
    }

    @Test("scrollTo without an anchor scrolls only as far as needed")
    func minimal() throws {
        let host = try GtkTestHost(Log())
        defer { host.close() }
        let scroll = try scrollWindow(host)
        let page = try #require(scroll.verticalScroll).pageSize
        host.click(try host.button("Show 45"))
        host.waitForLayout()
        #expect(abs(try middle(of: "Line 45", in: scroll, host) - (page - 15)) <= 2, "the row ends at the bottom edge")
        let value = try #require(scroll.verticalScroll).value
        host.click(try host.button("Show 45"))
        host.waitForLayout()
        #expect(try #require(scroll.verticalScroll).value == value, "already shown: nothing moves")
    }
}
