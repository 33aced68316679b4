/// Refreshes a view's content: the action `.refreshable` put in the environment.
///
/// Read it as `@Environment(\.refresh)`; it is nil where no `.refreshable` is above. Calling
/// it runs the action and returns when it has finished.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable` above, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes this view refreshable: `action` reloads its content.
    ///
    /// There is no pull-to-refresh on the desktop. As GNOME apps do, Ctrl+R while the view or
    /// a control inside it has keyboard focus runs the action (once at a time: pressing it again
    /// while a refresh runs does nothing), and views inside can run it through
    /// `@Environment(\.refresh)`, for a Reload button.
    ///
    /// ```swift
    /// List(feed.items) { Text($0.title) }
    ///     .refreshable { await feed.reload() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        let running = RefreshProgress()
        return environment(\.refresh, refresh)
            .onKeyPress(keys: ["r"]) { press in
                // Ctrl arrives as `.command`, as keyboard shortcuts read it (Command-R on a Mac).
                guard press.modifiers.subtracting(.capsLock) == .command else { return .ignored }
                guard !running.isRunning else { return .handled }
                running.isRunning = true
                Task { @MainActor in
                    await refresh()
                    running.isRunning = false
                }
                return .handled
            }
    }
}

/// Whether a refresh started by the keyboard is still running.
@MainActor
private final class RefreshProgress {
    var isRunning = false
}
