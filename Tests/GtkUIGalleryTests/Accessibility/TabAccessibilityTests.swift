import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("a tab view exposes its tabs by title and only the page shown, before and after switching")
    func onlyShownTabIsExposed() throws {
        let trees = try probe(["tree", "press", "Drafts", "tree"], launch: ["--page", "catalog-tabs"])
        try #require(trees.count == 2)
        for name in ["Inbox", "Drafts", "Settings"] {
            #expect(trees[0].contains { $0.role == "toggle button" && $0.name == name && $0.focusable }, "tab \(name)")
        }
        #expect(trees[0].contains { $0.role == "label" && $0.name == "3 unread messages" })
        #expect(!trees[0].contains { $0.name == "Back to the inbox" }, "the Drafts page is hidden")
        #expect(!trees[0].contains { $0.name == "General settings" }, "the Settings page is hidden")
        #expect(trees[1].contains { $0.role == "push button" && $0.name == "Back to the inbox" })
        #expect(!trees[1].contains { $0.name == "3 unread messages" }, "the Inbox page is hidden once left")
    }
}
