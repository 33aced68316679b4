import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("a tab view exposes its tabs as page tabs named by title and only the page shown, before and after switching")
    func onlyShownTabIsExposed() throws {
        let trees = try probe(["tree", "press", "Drafts", "tree"], launch: ["--page", "catalog-tabs"])
        try #require(trees.count == 2)
        for name in ["Inbox", "Drafts", "Settings"] {
            let named = trees[0].filter { $0.name == name }
            #expect(
                named.contains { $0.role == "page tab" && $0.focusable },
                "tab \(name): \(named.map { "\($0.role) focusable: \($0.focusable)" })")
        }
        // A headline-font text, so a heading.
        #expect(trees[0].contains { ["label", "heading"].contains($0.role) && $0.name == "3 unread messages" })
        #expect(!trees[0].contains { $0.name == "Back to the inbox" }, "the Drafts page is hidden")
        #expect(!trees[0].contains { $0.name == "General settings" }, "the Settings page is hidden")
        // The tab shown is the selected one, before and after switching.
        let selected = trees.map { tree in tree.filter { $0.role == "page tab" && $0.selected }.map(\.name) }
        #expect(selected == [["Inbox"], ["Drafts"]])
        #expect(trees[1].contains { $0.role == "push button" && $0.name == "Back to the inbox" })
        #expect(!trees[1].contains { $0.name == "3 unread messages" }, "the Inbox page is hidden once left")
    }
}
