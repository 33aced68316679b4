import Foundation

extension MutableCollection {
    /// Moves the elements at the offsets in `source` so that they sit, in their original
    /// order, before the element that was at offset `destination`.
    ///
    /// This is the edit a `List`'s `.onMove(perform:)` asks for: `destination` is an offset in
    /// the collection as it was before the move, and may be `count` to move to the end.
    /// Offsets out of range are ignored.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0], toOffset: 3)  // ["b", "c", "a", "d"]
    /// ```
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset, before the move, that the moved elements go in front of.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < all.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), all.count)
        var before: [Element] = []
        var after: [Element] = []
        var moved: [Element] = []
        for (offset, element) in all.enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < target {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets in `offsets`.
    ///
    /// This is the edit a `List`'s `.onDelete(perform:)` asks for. Offsets out of range are
    /// ignored.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// letters.remove(atOffsets: [0, 2])  // ["b"]
    /// ```
    ///
    /// - Parameter offsets: The offsets of the elements to remove.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
