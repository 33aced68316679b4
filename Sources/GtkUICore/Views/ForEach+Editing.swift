import Foundation

extension ForEach where Content: View {
    /// Lets the user delete this `ForEach`'s rows of a `List`, calling `action` with their
    /// offsets.
    ///
    /// Pressing Delete on the selected or focused row asks for its deletion; `action` removes
    /// the elements (usually with `remove(atOffsets:)`) and the rows go with them. Without the
    /// modifier, or with a nil action, the rows cannot be deleted. Outside a `List` it has no
    /// effect, as in SwiftUI.
    ///
    /// ```swift
    /// List {
    ///     ForEach(items) { Text($0.name) }
    ///         .onDelete { items.remove(atOffsets: $0) }
    /// }
    /// ```
    ///
    /// - Parameter action: Deletes the elements at the offsets it is given.
    /// - Returns: The same `ForEach`, with deletion on.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user reorder this `ForEach`'s rows of a `List`, calling `action` with the
    /// offsets moved and the offset they go in front of.
    ///
    /// Alt+Up and Alt+Down move the selected or focused row one place; `action` moves the
    /// elements (usually with `move(fromOffsets:toOffset:)`). Outside a `List` it has no
    /// effect, as in SwiftUI.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// - Parameter action: Moves the elements at the offsets to before the destination offset.
    /// - Returns: The same `ForEach`, with moving on.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}
