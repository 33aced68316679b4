/// The `navigationDestination(for:destination:)` declarations inside one navigation stack, by
/// value type; the latest declaration for a type wins, and leaves with the view that made it.
@MainActor
final class NavigationDestinationRegistry {
    private struct Entry {
        weak var owner: ViewNode?
        let make: @MainActor (AnyHashable) -> (any View)?
        let environment: EnvironmentValues
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Declares how values of `valueType` are shown.
    func register(
        _ valueType: ObjectIdentifier, owner: ViewNode, environment: EnvironmentValues,
        make: @escaping @MainActor (AnyHashable) -> (any View)?
    ) {
        entries[valueType] = Entry(owner: owner, make: make, environment: environment)
    }

    /// Withdraws `owner`'s declaration for `valueType`, if it is still the one in effect.
    func unregister(_ valueType: ObjectIdentifier, owner: ViewNode) {
        guard let entry = entries[valueType], entry.owner === owner || entry.owner == nil else { return }
        entries[valueType] = nil
    }

    /// The view showing `value` and the environment it is shown in, if its type was declared.
    func destination(for value: AnyHashable) -> (any View, EnvironmentValues)? {
        let key = ObjectIdentifier(type(of: value.base))
        guard let entry = entries[key], entry.owner?.isMounted == true, let view = entry.make(value) else {
            return nil
        }
        return (view, entry.environment)
    }
}
