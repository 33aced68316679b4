import Foundation
import GtkUICore
import Testing

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, the edits `onDelete` and `onMove`
/// hand to an app, behave as SwiftUI's do.
@Suite("Collection offsets")
struct CollectionOffsetsTests {
    @Test("removing offsets removes exactly those elements")
    func removeAtOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: [0, 2])
        #expect(letters == ["b", "d"])
        letters.remove(atOffsets: [7])
        #expect(letters == ["b", "d"])
    }

    @Test("moving down puts the elements before the destination's element")
    func moveDown() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
    }

    @Test("moving up and to the end keep the moved elements' order")
    func moveUpAndToEnd() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["d", "a", "b", "c"])
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["a", "c", "d", "b"])
    }

    @Test("moving an element onto itself changes nothing")
    func moveInPlace() {
        var letters = ["a", "b", "c"]
        letters.move(fromOffsets: [1], toOffset: 1)
        #expect(letters == ["a", "b", "c"])
        letters.move(fromOffsets: [1], toOffset: 2)
        #expect(letters == ["a", "b", "c"])
    }
}
