import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    /// The nodes inside the accessible named `name`, one level down, and whether it was found.
    private func children(of name: String, in tree: [Node]) -> [Node]? {
        guard let index = tree.firstIndex(where: { $0.name == name }) else { return nil }
        let depth = tree[index].depth
        return Array(tree[(index + 1)...].prefix { $0.depth > depth }.filter { $0.depth == depth + 1 })
    }

    @Test("combined, ignored and contained elements: their names, roles and which children are in the tree")
    func elementsShapeTheTree() throws {
        let tree = try #require(try probe(["content"], launch: ["--page", "catalog-accessibility"]).first)
        let roles = tree.map { "\($0.role):\($0.name)" }
        // .combine: one element named by its texts in reading order; the hidden image adds nothing,
        // the Toggle stays a control of its own.
        let card = try #require(children(of: "Ada Lovelace, Online, Available", in: tree), "\(roles)")
        #expect(!tree.contains { $0.name == "Ada Lovelace" || $0.name == "Online" }, "the card's texts are hidden")
        #expect(card.count == 1, "only the Toggle's row stays: \(card.map(\.name))")
        #expect(tree.contains { $0.role == "check box" && $0.name == "Available" && $0.focusable })
        // .ignore with a label: one element, no children, the glyphs unread.
        let rating = try #require(children(of: "Rated 3 of 4", in: tree), "\(roles)")
        #expect(rating.isEmpty)
        #expect(!tree.contains { $0.name == "★" || $0.name == "☆" })
        // .contain with a label: a group (AT-SPI's panel) holding the children as its own.
        let playback = try #require(tree.first { $0.name == "Playback" })
        #expect(playback.role == "panel")
        let inside = try #require(children(of: "Playback", in: tree))
        #expect(inside.map(\.name) == ["Play", "Skip", "Nothing played"])
        #expect(inside.first?.role == "push button")
    }

    @Test("a named action is listed over AT-SPI and runs; the default action runs; names follow the views")
    func actionsRunOverATSPI() throws {
        let trees = try probe(
            [
                "actions", "act", "Call Ada", "a11y.Delete", "act", "Ada Lovelace, Online, Available",
                "a11y.activate", "actions",
            ], launch: ["--page", "catalog-accessibility"])
        try #require(trees.count == 2)
        let before = trees[0]
        let note = try #require(before.first { $0.name == "Call Ada" })
        #expect(note.actions == ["a11y.Delete"])
        #expect(note.focusable, "the note takes focus so the Menu key reaches its context menu")
        #expect(before.first { $0.name == "Ada Lovelace, Online, Available" }?.actions == ["a11y.activate"])
        #expect(before.contains { $0.actions == ["a11y.escape"] }, "the notes' group offers escape")
        let after = trees[1]
        #expect(!after.contains { $0.name == "Call Ada" }, "Delete removed the note")
        #expect(after.contains { $0.name == "Buy milk" } && after.contains { $0.name == "Water the plants" })
        #expect(after.contains { $0.name == "2 notes left" })
        // The default action flipped the toggle; the combined name follows the changed text.
        #expect(after.contains { $0.name == "Ada Lovelace, Away, Available" })
        #expect(!after.contains { $0.name == "Away" }, "the new text is hidden inside the element too")
    }
}
