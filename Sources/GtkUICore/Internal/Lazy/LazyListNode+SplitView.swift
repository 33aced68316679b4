/// A selectable list in a ``NavigationSplitView`` column: a selection set from code moves a
/// collapsed split view on (or back) as a person's choice would, and going back to the list's
/// column deselects it, as SwiftUI does, so the same row can be chosen again.
extension LazyListNode {
    /// Tells the split view column the list is in about a selection that changed since the
    /// last render or the person's last choice: that change came from code.
    func reportSelectionToSplitView(_ selectedIDs: Set<AnyHashable>) {
        defer { knownSelection = selectedIDs }
        guard selection != nil, let column = environment.splitViewColumn else { return }
        column.registerList(self)
        if let knownSelection, knownSelection != selectedIDs {
            column.selectionSetFromCode(isEmpty: selectedIDs.isEmpty)
        }
    }

    /// Writes an empty selection: a collapsed split view went back to this list's column.
    func deselectAll() {
        guard isMounted, let selection else { return }
        knownSelection = []
        selection.write([])
    }
}
