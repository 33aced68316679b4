extension TextField {
    /// Creates a field that tells `onEditingChanged` when the user starts (true) and stops
    /// (false) editing it — focus entering and leaving — and runs `onCommit` when they press
    /// Return.
    ///
    /// ```swift
    /// TextField("Search", text: $query, onEditingChanged: { isSearching = $0 }, onCommit: search)
    /// ```
    ///
    /// SwiftUI deprecates these initializers for ``View/focused(_:)`` and
    /// ``View/onSubmit(of:_:)``, which work here too.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a field titled with a localized key that tells `onEditingChanged` when the user
    /// starts and stops editing it, and runs `onCommit` when they press Return.
    @_disfavoredOverload
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(titleKey, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}
