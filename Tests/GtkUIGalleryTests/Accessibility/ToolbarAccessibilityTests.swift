import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("toolbar buttons in the header bar are named by their labels and take focus")
    func toolbarButtonsAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-toolbars"]).first)
        let names = tree.map { "\($0.role):\($0.name)" }
        for name in ["Compose", "New Note 3"] {
            #expect(tree.contains { $0.role == "push button" && $0.name == name && $0.focusable }, "\(name): \(names)")
        }
        #expect(!tree.contains { $0.name == "GtkButton" }, "no toolbar button is announced by its class name")
    }

    @Test("the header bar's search button is named Search; the search field by its prompt")
    func searchButtonIsNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-searchable"]).first)
        let names = tree.map { "\($0.role):\($0.name)" }
        #expect(tree.contains { $0.role == "push button" && $0.name == "Search" && $0.focusable }, "\(names)")
        #expect(tree.contains { $0.role == "entry" && $0.name == "Find a fruit" }, "\(names)")
        #expect(!tree.contains { $0.name == "GtkSearchEntry" }, "the field is not announced by its class name")
    }
}
