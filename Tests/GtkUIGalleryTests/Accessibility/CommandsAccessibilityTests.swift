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

    @Test("the main menu's app section names About GtkUI Gallery after Preferences…")
    func aboutItemIsNamed() throws {
        // The dialog itself is read in AboutPanelGtkTests: GTK 4.8's menu items do not run their
        // action from AT-SPI, so a screen reader session here cannot open it.
        let trees = try probe(
            ["press", "Main Menu", "wait", "About GtkUI Gallery", "tree"], launch: ["--page", "catalog-text"])
        let tree = try #require(trees.first)
        let items = tree.filter { $0.role.contains("menu item") }.map(\.name)
        let about = try #require(items.firstIndex(of: "About GtkUI Gallery"), "\(items)")
        #expect(items.firstIndex(of: "Preferences…").map { $0 < about } == true, "\(items)")
    }
}
