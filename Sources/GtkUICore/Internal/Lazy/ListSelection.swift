/// A `List`'s selection binding without its value type: element ids in, element ids out.
///
/// The mode comes from the initializer (one value or a set), so it stays the same while the
/// binding itself may come and go (`selection: isEditing ? $selected : nil`): without one,
/// no row is selectable.
@MainActor
struct ListSelection {
    let mode: LazyListConfiguration.SelectionMode
    /// The selected ids, read from the binding (recorded as a dependency of the reader).
    let read: () -> Set<AnyHashable>
    /// Writes the ids the user selected.
    let write: ([AnyHashable]) -> Void
    /// Whether an element id has the binding's value type, so its row can be selected.
    let accepts: (AnyHashable) -> Bool

    init<Value: Hashable>(_ binding: Binding<Value?>?) {
        mode = .single
        read = { binding?.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        write = { ids in
            guard let binding else { return }
            let value = ids.first?.base as? Value
            if binding.wrappedValue != value { binding.wrappedValue = value }
        }
        accepts = { binding != nil && $0.base is Value }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>?) {
        mode = .multiple
        read = { binding.map { Set($0.wrappedValue.map { AnyHashable($0) }) } ?? [] }
        write = { ids in
            guard let binding else { return }
            let values = Set(ids.compactMap { $0.base as? Value })
            if binding.wrappedValue != values { binding.wrappedValue = values }
        }
        accepts = { binding != nil && $0.base is Value }
    }
}
