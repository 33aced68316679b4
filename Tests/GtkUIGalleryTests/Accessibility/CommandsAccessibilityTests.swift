import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("the main menu button is named Main Menu, takes focus, and its open menu names the commands")
    func mainMenuIsNamed() throws {
        let trees = try probe(
            ["tree", "press", "Main Menu", "wait", "View", "tree"], launch: ["--page", "catalog-scenes"])
        try #require(trees.count == 2)
        let names = trees[0].map { "\($0.role):\($0.name)" }
        #expect(trees[0].contains { $0.name == "Main Menu" && $0.focusable }, "\(names)")
        let items = trees[1].filter { $0.role.contains("menu item") }.map(\.name)
        #expect(items.contains("View"), "\(trees[1].map { "\($0.role):\($0.name)" })")
        #expect(items.contains("Preferences…"))
    }

    @Test("the main menu ends with About GtkUI Gallery, which opens the About dialog a screen reader can read")
    func aboutDialogIsRead() throws {
        let trees = try probe(
            [
                "press", "Main Menu", "wait", "About GtkUI Gallery", "tree", "press", "About GtkUI Gallery", "wait",
                "0.1.0", "tree",
            ], launch: ["--page", "catalog-text"])
        try #require(trees.count == 2)
        let items = trees[0].filter { $0.role.contains("menu item") }.map(\.name)
        #expect(items.last == "About GtkUI Gallery", "\(items)")
        let names = Set(trees[1].map(\.name))
        #expect(trees[1].contains { $0.role == "dialog" }, "\(trees[1].map { "\($0.role):\($0.name)" })")
        for shown in ["GtkUI Gallery", "0.1.0", "© 2026 GtkUI contributors"] {
            #expect(names.contains(shown), "the About dialog does not read “\(shown)”")
        }
        #expect(names.contains { $0.contains("GtkUI on GitHub") }, "the website link is read")
    }
}
