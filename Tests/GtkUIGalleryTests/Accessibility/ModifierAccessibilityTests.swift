import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("accessibility modifiers reach the screen reader: names, hints, hidden views, headings, selection")
    func modifiersReachTheScreenReader() throws {
        let trees = try probe(
            ["content", "press", "Louder", "press", "Favourite", "content"],
            launch: ["--page", "catalog-accessibility"])
        try #require(trees.count == 2)
        let first = trees[0]
        let louder = first.first { $0.role == "push button" && $0.name == "Louder" }
        #expect(louder?.description == "Raises the volume by ten")
        #expect(first.contains { $0.role == "push button" && $0.name == "Quieter" })
        #expect(!first.contains { $0.name == "60 %" }, "the readout is hidden from screen readers")
        #expect(first.contains { $0.role == "heading" && $0.name == "Player" })
        #expect(first.contains { $0.role == "heading" && $0.name == "Queue" })
        #expect(first.contains { $0.name == "Not a favourite" && !$0.selected })
        let second = trees[1]
        #expect(second.contains { $0.name == "In your favourites" && $0.selected })
        #expect(!second.contains { $0.name == "70 %" })
    }
}
