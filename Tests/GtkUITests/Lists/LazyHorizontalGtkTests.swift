import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `LazyHStack` and `LazyHGrid` on real GTK widgets: a horizontal `GtkListView` and
/// `GtkGridView` that scroll sideways and build only what is in view.
@MainActor
@Suite("Lazy horizontal stacks and grids on GTK", .serialized)
struct LazyHorizontalGtkTests {
    @Test("a LazyHStack lays its views out left to right, spaced as asked, and scrolls sideways to the last")
    func lazyHStack() throws {
        let host = try GtkTestHost(
            LazyHStack(spacing: 10) {
                ForEach(0..<5000) { Text("Tile \($0)") }
            }
            .frame(width: 400))
        defer { host.close() }
        let list = try host.scrolledList()
        let view = try #require(list.children.first)
        #expect(view.typeName == "GtkListView")
        #expect(view.isLaidOutHorizontally)
        let first = try #require(host.label("Tile 0"))
        let second = try #require(host.label("Tile 1"))
        let firstFrame = try #require(first.bounds(relativeTo: list))
        let secondFrame = try #require(second.bounds(relativeTo: list))
        #expect(abs(firstFrame.y - secondFrame.y) < 1, "the views are not side by side")
        #expect(Int(secondFrame.x - firstFrame.x - firstFrame.width) == 10, "the views are not the spacing apart")
        #expect(!host.isShown(text: "Tile 4999"), "a view far off screen was built")
        host.scrollToEnd(list)
        #expect(host.isShown(text: "Tile 4999"))
    }

    @Test("a LazyHGrid with two rows fills each column top to bottom, then the next")
    func lazyHGrid() throws {
        let host = try GtkTestHost(
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
                ForEach(0..<1000) { Text("C\($0)") }
            }
            .frame(width: 400))
        defer { host.close() }
        let list = try host.scrolledList()
        #expect(list.children.first?.typeName == "GtkGridView")
        let frames = try (0..<4).map { try #require(host.label("C\($0)")?.bounds(relativeTo: list)) }
        #expect(abs(frames[0].x - frames[1].x) < 1 && frames[1].y > frames[0].y, "C1 is not below C0")
        #expect(frames[2].x > frames[0].x && abs(frames[2].y - frames[0].y) < 1, "C2 does not start the next column")
        #expect(frames[3].y > frames[2].y)
        host.scrollToEnd(list)
        #expect(host.isShown(text: "C999"))
    }
}
