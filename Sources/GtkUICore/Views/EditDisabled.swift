extension View {
    /// Keeps this row of a `List` from being deleted when `isDisabled`: it shows no delete
    /// button while the list is edited, and the Delete key leaves it.
    ///
    /// ```swift
    /// ForEach(items) { item in Text(item.name).deleteDisabled(item.isLocked) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _EditDisabledModifier> {
        modifier(_EditDisabledModifier(edit: .delete, isDisabled: isDisabled))
    }

    /// Keeps this row of a `List` from being moved when `isDisabled`: it shows no move buttons
    /// while the list is edited, and Alt+Up/Down leave it.
    ///
    /// ```swift
    /// ForEach(items) { item in Text(item.name).moveDisabled(item.isPinned) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _EditDisabledModifier> {
        modifier(_EditDisabledModifier(edit: .move, isDisabled: isDisabled))
    }
}

/// `.deleteDisabled(_:)` and `.moveDisabled(_:)`: marks the lazy list row the view is in.
public struct _EditDisabledModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    enum Edit { case delete, move }
    let edit: Edit
    let isDisabled: Bool
    func makeNode(in graph: ViewGraph) -> ViewNode { EditDisabledNode(graph: graph) }
}

/// Sets its row's flag while shown, and asks the list to restyle the row when it changes.
@MainActor
final class EditDisabledNode: ModifierNode<_EditDisabledModifier> {
    private weak var row: LazyRowNode?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        var ancestor = parent
        while let node = ancestor, !(node is LazyRowNode) { ancestor = node.parent }
        row = ancestor as? LazyRowNode
        set(modifier.isDisabled)
    }

    private func set(_ isDisabled: Bool) {
        guard let row, let modifier else { return }
        let changed: Bool
        switch modifier.edit {
        case .delete:
            changed = row.isDeleteDisabled != isDisabled
            row.isDeleteDisabled = isDisabled
        case .move:
            changed = row.isMoveDisabled != isDisabled
            row.isMoveDisabled = isDisabled
        }
        if changed { (row.parent as? LazyListNode)?.place(row) }
    }

    override func unmount() {
        set(false)
        super.unmount()
    }
}
