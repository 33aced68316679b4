import Foundation

// The user's edits of a lazy list's rows, reaching the `onDelete` and `onMove` actions of the
// `ForEach` they belong to, and the edit buttons rows show while the list is being edited.
extension LazyListNode {
    /// How the row at `position` is shown: a header, a footer, or a row that is selectable when
    /// the selection binding can hold its id, with the edit buttons its `ForEach` allows while
    /// the list is being edited (none for a row marked `.deleteDisabled` or `.moveDisabled`).
    func rowKind(at position: Int, shownBy node: LazyRowNode?) -> LazyRowKind {
        let (segment, index) = layout.locate(position)
        switch segment.role {
        case .header: return .header
        case .footer: return .footer
        case .row:
            let id = segment.hasElementIDs ? layout.keys[position].element : nil
            let isSelectable = id.map { selection?.accepts($0) ?? false } ?? false
            var actions: LazyRowEditActions = []
            if isEditing, let editing = segment.editing {
                if editing.delete != nil, node?.isDeleteDisabled != true { actions.insert(.delete) }
                if editing.move != nil, node?.isMoveDisabled != true {
                    actions.insert(.move)
                    if index == 0 { actions.insert(.cannotMoveUp) }
                    if index == segment.count - 1 { actions.insert(.cannotMoveDown) }
                }
            }
            return .row(isSelectable: isSelectable, editActions: actions)
        }
    }

    /// The row node showing the row at `position`, if it has one.
    private func node(at position: Int) -> LazyRowNode? {
        let key = layout.keys[position]
        return boundByKey[key] ?? parked[key]
    }

    func deleteRows(_ positions: [Int]) -> Bool {
        var offsets: [Int: (action: (IndexSet) -> Void, offsets: IndexSet)] = [:]
        for position in positions where position >= 0 && position < layout.count {
            let (segment, index) = layout.locate(position)
            guard let editing = segment.editing, let delete = editing.delete,
                node(at: position)?.isDeleteDisabled != true
            else { continue }
            offsets[segment.number, default: (delete, IndexSet())].offsets.insert(editing.offset(index))
        }
        for (_, request) in offsets.sorted(by: { $0.key > $1.key }) { request.action(request.offsets) }
        return !offsets.isEmpty
    }

    func moveRow(at position: Int, by offset: Int) -> Bool {
        guard position >= 0, position < layout.count else { return false }
        let (segment, index) = layout.locate(position)
        let target = index + offset
        guard let editing = segment.editing, let move = editing.move, target >= 0, target < segment.count,
            node(at: position)?.isMoveDisabled != true
        else { return false }
        let from = editing.offset(index)
        let to = editing.offset(target)
        // A destination is an offset before the move: below the next element when moving down.
        move(IndexSet(integer: from), offset > 0 ? to + 1 : to)
        return true
    }
}
