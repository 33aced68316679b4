/// Ends the search of the nearest `.searchable` around the view: clears its text and hides its
/// search bar, as pressing Escape in the field does. Read it with
/// `@Environment(\.dismissSearch)`.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// …
/// Button("Open \(result.title)") {
///     open(result)
///     dismissSearch()
/// }
/// ```
public struct DismissSearchAction {
    // A reference, so views reading the same search's action see unchanged inputs.
    private let target: DismissSearchTarget?

    init(_ action: (@MainActor () -> Void)?) { self.target = action.map(DismissSearchTarget.init) }

    /// Clears the search text and hides the search bar; outside a `.searchable` view it reports
    /// once and does nothing.
    @MainActor public func callAsFunction() {
        guard let action = target?.action else {
            Diagnostics.emitOnce(
                "dismissSearch() was called from a view that is not inside a .searchable view; nothing was dismissed. "
                    + "Read \\.dismissSearch in a view inside the content of .searchable.")
            return
        }
        action()
    }
}

private final class DismissSearchTarget {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(nil) }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a person is searching with the nearest `.searchable` around the view: true while
    /// its search bar is shown (opened with the search button, Ctrl+F, or `isPresented`), false
    /// once it is closed. Views reading it update when it changes, and only they.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `.searchable` around the view; see ``DismissSearchAction``.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
