/// What happens to a row's nodes and widgets when its row scrolls out of view.
///
/// The rule, decided from the row's node subtree at the moment it is unbound:
/// - **park** when it holds state the view owns — a `@State` or `@StateObject`, a presented
///   sheet, a navigation stack. The subtree is kept, keyed by the row's id, and re-attached
///   when that id is shown again, so the state survives scrolling, as in SwiftUI. Parked
///   rows are released when their element leaves the data or the list leaves the tree.
/// - **discard** when it has no such state but runs lifecycle actions (`onAppear`,
///   `onDisappear`, `task`): the subtree is unmounted, so the row disappears and appears
///   again as it scrolls, as a SwiftUI list row does.
/// - **recycle** otherwise: the subtree and its widgets go to a small pool and the next row
///   bound from the same place in the content reuses them, updated with the new element's
///   view. Only the properties that differ are written, as for any update.
enum RowRetention {
    case park
    case discard
    case recycle
}

/// Storage owned by one view node: state that must not be shared with another element.
@MainActor
protocol OwnedViewState {}

extension StateBox: OwnedViewState {}
extension StateObjectStorage: OwnedViewState {}

extension ViewNode {
    /// How this subtree may be kept when its row scrolls away (see ``RowRetention``).
    var rowRetention: RowRetention {
        var hasLifecycle = false
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if let composite = node as? CompositeNode,
                composite.slots.contains(where: { $0 is OwnedViewState })
            {
                return .park
            }
            // A presented sheet (its page is a child) and pushed pages are state too.
            if node is SheetNode, node.childNodes.contains(where: { $0 is PageNode }) { return .park }
            if let stack = node as? NavigationStackNode, stack.pushedCount > 0 { return .park }
            if node is LifecycleNode { hasLifecycle = true }
            pending.append(contentsOf: node.childNodes)
        }
        return hasLifecycle ? .discard : .recycle
    }
}
