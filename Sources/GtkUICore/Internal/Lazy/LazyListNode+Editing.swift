import Foundation

// The user's edits of a lazy list's rows, reaching the `onDelete` and `onMove` actions of the
// `ForEach` they belong to.
extension LazyListNode {
    func deleteRows(_ positions: [Int]) -> Bool {
        var offsets: [Int: (action: (IndexSet) -> Void, offsets: IndexSet)] = [:]
        for position in positions where position >= 0 && position < layout.count {
            let (segment, index) = layout.locate(position)
            guard let editing = segment.editing, let delete = editing.delete else { continue }
            offsets[segment.number, default: (delete, IndexSet())].offsets.insert(editing.offset(index))
        }
        for (_, request) in offsets.sorted(by: { $0.key > $1.key }) { request.action(request.offsets) }
        return !offsets.isEmpty
    }

    func moveRow(at position: Int, by offset: Int) -> Bool {
        guard position >= 0, position < layout.count else { return false }
        let (segment, index) = layout.locate(position)
        let target = index + offset
        guard let editing = segment.editing, let move = editing.move, target >= 0, target < segment.count else {
            return false
        }
        let from = editing.offset(index)
        let to = editing.offset(target)
        // A destination is an offset before the move: below the next element when moving down.
        move(IndexSet(integer: from), offset > 0 ? to + 1 : to)
        return true
    }
}
