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
