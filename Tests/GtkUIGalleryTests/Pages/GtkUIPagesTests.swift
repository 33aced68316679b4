import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// GtkUI's own gallery pages through real GTK widgets.
@MainActor
@Suite("GtkUI pages", .serialized)
struct GtkUIPagesTests {
    @Test("the lazy list page selects, renames one row, and keeps the pinned row's count across scrolling")
    func lazyList() throws {
        let host = try GtkTestHost(LazyContactList.ContentView())
        defer { host.close() }
        #expect(host.isShown(text: "Selected: nobody"))
        #expect(host.isShown(text: "Pinned"))
        #expect(host.isShown(text: "Ada Lovelace 1"))

        try host.clickPointer(on: try host.row(showing: "Alan Lovelace 2"))
        #expect(host.isShown(text: "Selected: Alan Lovelace 2"))

        host.statistics.reset()
        host.click(try host.button("Rename selected"))
        #expect(host.isShown(text: "Alan Lovelace 2 (renamed)"))
        #expect(host.isShown(text: "Selected: Alan Lovelace 2 (renamed)"))
        #expect(host.statistics.bodyEvaluations(of: LazyContactList.ContactRow.self) == 1, "only the renamed row")

        host.click(try host.button("Pressed 0 times"))
        let list = try host.scrolledList()
        host.scrollToEnd(list)
        #expect(host.isShown(text: "Margaret Ritchie 100000"))
        #expect(!host.isShown(text: "Pinned"))
        host.scroll(list, toFraction: 0)
        #expect(host.isShown(text: "Pressed 1 times"))
        #expect(try host.row(showing: "Alan Lovelace 2 (renamed)").isSelected)
    }
}
