import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's accessibility page driven as a test finds its views: by accessibility
/// identifier, with the heading made for the title font.
@MainActor
@Suite("Catalog accessibility page", .serialized)
struct CatalogAccessibilityPageTests {
    @Test("a view is found by its accessibility identifier; its title text is a heading")
    func identifierAndHeading() throws {
        let host = try GtkTestHost(AccessibilityCatalog())
        defer { host.close() }
        let louder = try #require(try host.widget(identifier: "volume-up") as? Gtk.Button)
        host.click(louder)
        #expect(host.isShown(text: "70 %"))
        #expect(host.label("Player")?.accessibleRole == .heading)
        #expect(host.label("Not a favourite")?.accessibleRole != .heading)
        #expect(throws: TestHostError.self) { try host.widget(identifier: "volume-down") }
    }
}
