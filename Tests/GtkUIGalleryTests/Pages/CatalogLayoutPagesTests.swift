import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's layout pages through real GTK widgets.
@MainActor
@Suite("Catalog layout pages", .serialized)
struct CatalogLayoutPagesTests {
    @Test("the ZStack page moves the badge to the corner picked: the stack's alignment and the caption")
    func zStackPage() throws {
        let host = try GtkTestHost(ZStackCatalog())
        defer { host.close() }
        let badge = try #require(host.label("3"))
        let stack = try #require(badge.parent?.typeName == "GtkOverlay" ? badge.parent : badge.parent?.parent)
        let card = try #require(stack.children.first)
        #expect(stack.allocatedSize.width == card.renderedSize.width, "the card sizes the stack")
        let start = try #require(badge.renderedFrame(in: stack))
        #expect(start.y == 0 && start.x + start.width == stack.allocatedSize.width, "not top-trailing: \(start)")

        host.statistics.reset()
        host.click(try host.button("bottomLeading"))
        let deadline = Date().addingTimeInterval(2)
        while badge.renderedFrame(in: stack)?.x != 0, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        let moved = try #require(badge.renderedFrame(in: stack))
        #expect(moved.x == 0 && moved.y + moved.height == stack.allocatedSize.height, "not bottom-leading: \(moved)")
        #expect(host.isShown(text: "ZStack(alignment: .bottomLeading) { card; badge }"))
        #expect(host.statistics.writes(of: "ZStack.alignment") == 1)
        #expect(host.statistics.widgetWrites == 2, "the alignment and the caption")
        #expect(host.statistics.widgetsCreated == 0)
    }
}

/// The grids page: a click changes one cell; the width buttons make ViewThatFits re-choose.
@MainActor
@Suite("Catalog grids page", .serialized)
struct CatalogGridsPageTests {
    @Test("adding a notebook writes the quantity and the price cells only; a narrow width shows the short label")
    func gridsPage() throws {
        let host = try GtkTestHost(GridsCatalog())
        defer { host.close() }
        #expect(host.isShown(text: "2") && host.isShown(text: "8.00 €"))
        host.statistics.reset()
        host.click(try host.button("One more notebook"))
        #expect(host.isShown(text: "3") && host.isShown(text: "12.00 €"))
        #expect(host.statistics.writes(of: "Label.text") == 2)
        #expect(host.statistics.writes(of: "Grid.gridCell") == 0)

        #expect(host.isShown(text: "Download the whole archive (1.2 GB)"))
        #expect(!host.isShown(text: "Download (1.2 GB)"), "a candidate ViewThatFits does not show is on screen")
        host.click(try host.button("Narrow"))
        let deadline = Date().addingTimeInterval(2)
        while !host.isShown(text: "Download (1.2 GB)"), Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        #expect(host.isShown(text: "Download (1.2 GB)"))
        #expect(!host.isShown(text: "Download the whole archive (1.2 GB)"))
    }
}
