import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Grid` on real widgets: columns as wide as their widest cell, a view outside a `GridRow`
/// across all of them, spans and alignments, and a change in one cell touching that cell only.
@MainActor
@Suite("Grid", .serialized)
struct GridTests {
    struct Invoice: View {
        @State private var quantity = 1
        @State private var showsDiscount = false
        var body: some View {
            VStack {
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
                    GridRow {
                        Text("Item")
                        Text("Qty").gridColumnAlignment(.trailing)
                    }
                    Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("A rather long product name")
                        Text("\(quantity)")
                    }
                    if showsDiscount {
                        GridRow {
                            Text("Discount for loyal customers").gridCellColumns(2)
                        }
                    }
                }
                Button("More") { quantity += 1 }
                Button("Discount") { showsDiscount.toggle() }
            }
        }
    }

    /// Waits for the next layout, which a loaded machine may deliver after the click settled.
    private func waitForLayout(_ host: GtkTestHost, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
    }

    @Test("a column is as wide as its widest cell, and cells of a column line up across rows")
    func columnsLineUp() throws {
        let host = try GtkTestHost(Invoice())
        defer { host.close() }
        let item = try #require(host.label("Item"))
        let long = try #require(host.label("A rather long product name"))
        let qty = try #require(host.label("Qty"))
        let one = try #require(host.label("1"))
        let grid = try #require(item.parent)
        let itemFrame = try #require(item.renderedFrame(in: grid))
        let longFrame = try #require(long.renderedFrame(in: grid))
        let qtyFrame = try #require(qty.renderedFrame(in: grid))
        let oneFrame = try #require(one.renderedFrame(in: grid))
        #expect(itemFrame.x == 0 && longFrame.x == 0, "the first column's cells sit at its leading edge")
        #expect(qtyFrame.x >= longFrame.x + longFrame.width + 10, "the second column starts after the widest cell")
        #expect(
            qtyFrame.x + qtyFrame.width == oneFrame.x + oneFrame.width,
            "gridColumnAlignment(.trailing) on Qty aligns the whole column's trailing edges")
        #expect(longFrame.y > itemFrame.y + itemFrame.height, "the rows are stacked")
    }

    @Test("a view outside a GridRow spans every column without widening the grid when its width is unsized")
    func spanningRow() throws {
        let host = try GtkTestHost(Invoice())
        defer { host.close() }
        let item = try #require(host.label("Item"))
        let grid = try #require(item.parent)
        let rule = try #require(grid.children.first { $0.allocatedSize.height == 1 })
        let frame = try #require(rule.renderedFrame(in: grid))
        #expect(frame.x == 0)
        #expect(frame.width == grid.allocatedSize.width, "the rule spans both columns")
        #expect(grid.allocatedSize.width < host.window.allocatedSize.width, "the unsized rule widened the grid")
    }

    @Test("a change in one cell writes that cell only, without re-placing any cell")
    func oneCellUpdate() throws {
        let host = try GtkTestHost(Invoice())
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("More"))
        #expect(host.isShown(text: "2"))
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.writes(of: "Grid.gridCell") == 0)
        #expect(host.statistics.writes(of: "Grid.alignment") == 0)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("a row an if adds appears below the others, its gridCellColumns(2) cell across both columns")
    func addedSpanningCell() throws {
        let host = try GtkTestHost(Invoice())
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("Discount"))
        let discount = try #require(host.label("Discount for loyal customers"))
        let grid = try #require(discount.parent)
        let long = try #require(host.label("A rather long product name"))
        waitForLayout(host) { discount.renderedFrame(in: grid)?.y ?? 0 > 0 }
        let frame = try #require(discount.renderedFrame(in: grid))
        let longFrame = try #require(long.renderedFrame(in: grid))
        #expect(frame.y > longFrame.y)
        #expect(frame.width > longFrame.width, "the discount does not span two columns")
        #expect(host.statistics.writes(of: "Grid.gridCell") == 0, "no other cell moved")

        host.click(try host.button("Discount"))
        #expect(!host.isShown(text: "Discount for loyal customers"))
    }
}
