import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `LazyVStack` and `LazyVGrid` on real GTK widgets: a `GtkListView` without list styling and
/// a `GtkGridView` with the columns the grid items ask for.
@MainActor
@Suite("Lazy stacks and grids on GTK", .serialized)
struct LazyStackGtkTests {
    /// The distinct horizontal centres of the cells' labels (those whose text starts with
    /// `prefix` and ends in a number), in window coordinates: one per column.
    private func columns(of prefix: String, in host: GtkTestHost) -> Set<Int> {
        let cells = host.shownLabels.filter { $0.text.hasPrefix(prefix) && Int($0.text.dropFirst(prefix.count)) != nil }
        return Set(cells.compactMap { $0.centerInSurface.map { Int($0.x) } })
    }

    @Test("a LazyVStack stacks rows without list styling, spaced as asked, and scrolls 10,000 of them")
    func lazyVStack() throws {
        let host = try GtkTestHost(
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(0..<10_000) { Text("Line \($0)") }
            }
            .frame(width: 300, height: 300))
        defer { host.close() }
        let list = try host.scrolledList()
        let view = try #require(list.children.first)
        #expect(view.typeName == "GtkListView")
        #expect(!view.hasCSSClass("rich-list"))
        let first = try #require(host.label("Line 0")?.centerInSurface)
        let second = try #require(host.label("Line 1")?.centerInSurface)
        let lineHeight = try #require(host.label("Line 0")).renderedSize.height
        #expect(Int(second.y - first.y) == lineHeight + 10, "rows are the spacing apart")
        #expect(host.label("Line 0")!.renderedSize.width < 100, "a leading row is as wide as its text")

        host.scrollToEnd(list)
        #expect(host.isShown(text: "Line 9999"))
    }

    @Test("a LazyVStack under a header in a ScrollView shows a screenful of rows and scrolls to the last")
    func lazyVStackInScrollView() throws {
        let host = try GtkTestHost(
            ScrollView {
                VStack {
                    Text("Header")
                    LazyVStack { ForEach(0..<10_000) { Text("Line \($0)") } }
                }
            }
            .frame(width: 300, height: 300))
        defer { host.close() }
        #expect(host.isShown(text: "Header"))
        #expect(host.isShown(text: "Line 0"))
        #expect(host.isShown(text: "Line 5"), "more than a strip of rows is shown")
        let list = try host.scrolledList()
        host.scrollToEnd(list)
        #expect(host.isShown(text: "Line 9999"))
    }

    @Test("fixed and flexible grid items give that many columns")
    func fixedColumns() throws {
        let host = try GtkTestHost(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<1000) { Text("Cell \($0)") }
            }
            .frame(width: 600, height: 300))
        defer { host.close() }
        #expect(try host.scrolledList().children.first?.typeName == "GtkGridView")
        #expect(columns(of: "Cell ", in: host).count == 3)
    }

    @Test("an adaptive grid item fits as many columns of its minimum width as the width allows")
    func adaptiveColumns() throws {
        let host = try GtkTestHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 0) {
                ForEach(0..<1000) { Text("\($0)") }
            }
            .frame(width: 600, height: 300))
        defer { host.close() }
        #expect(columns(of: "", in: host).count == 6)
    }

    /// A list whose selection binding comes and goes, above a grid.
    struct ListAndGrid: View {
        @State var isSelecting = false
        @State var chosen: Int?
        var body: some View {
            Button("Selectable") { isSelecting.toggle() }
            Text("Selected: \(chosen.map(String.init) ?? "none")")
            List(selection: isSelecting ? $chosen : nil) {
                ForEach(0..<100, id: \.self) { Text("Item \($0)") }
            }
            .frame(height: 200)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { ForEach(0..<500) { Text("G\($0)") } }
                .frame(width: 300, height: 150)
        }
    }

    @Test("a list's selection can be turned on and off, and a list and a grid leave nothing behind")
    func switchingSelectionAndLeaks() throws {
        try GtkTestHost.startGTK()
        // What GTK and GtkUI make once per process (style sheets, shared wrappers) is made
        // before counting, by the same views used the same way.
        do {
            let warmUp = try GtkTestHost(ListAndGrid())
            warmUp.click(try warmUp.button("Selectable"))
            try warmUp.clickPointer(on: try warmUp.row(showing: "Item 2"))
            warmUp.scrollToEnd(try warmUp.scrolledList(1))
            warmUp.close()
        }
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(ListAndGrid())
            try host.clickPointer(on: try host.row(showing: "Item 1"))
            #expect(host.isShown(text: "Selected: none"), "no selection binding: clicking selects nothing")
            #expect(try !host.row(showing: "Item 1").isSelected)
            host.click(try host.button("Selectable"))
            try host.clickPointer(on: try host.row(showing: "Item 2"))
            #expect(host.isShown(text: "Selected: 2"))
            host.scrollToEnd(try host.scrolledList(1))
            #expect(host.isShown(text: "G499"))
            host.click(try host.button("Selectable"))
            #expect(try !host.row(showing: "Item 2").isSelected, "without the binding nothing shows as selected")
            try host.clickPointer(on: try host.row(showing: "Item 3"))
            #expect(host.isShown(text: "Selected: 2"), "the binding is gone: the click changes nothing")
            #expect(try !host.row(showing: "Item 3").isSelected)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
