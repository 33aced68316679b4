/// Opens a new window of a scene declared with `WindowGroup(id:)`, or a window presenting a
/// value in a `WindowGroup(for:)`.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// var body: some View {
///     Button("Show Inspector") { openWindow(id: "inspector") }
///     Button("Open in New Window") { openWindow(value: note.id) }
/// }
/// ```
public struct OpenWindowAction {
    let open: @MainActor (String) -> Void
    let openValue: @MainActor (String?, AnyHashable) -> Void

    /// An action that calls `open` with the scene's id, and `openValue` with the scene's id (if
    /// given) and a value to present; what GtkUI's app runner installs.
    public init(
        _ open: @escaping @MainActor (String) -> Void,
        value openValue: @escaping @MainActor (String?, AnyHashable) -> Void
    ) {
        self.open = open
        self.openValue = openValue
    }

    /// Opens a window of the scene whose id is `id`; an unknown id is reported once.
    @MainActor
    public func callAsFunction(id: String) { open(id) }

    /// Opens a window presenting `value`, of the `WindowGroup(for:)` whose type is the value's,
    /// or brings the window already presenting it to the front. A type no scene presents is
    /// reported once.
    @MainActor
    public func callAsFunction<D: Codable & Hashable>(value: D) { openValue(nil, AnyHashable(value)) }

    /// Opens a window presenting `value` in the scene whose id is `id`, or brings the window
    /// already presenting it to the front.
    @MainActor
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { openValue(id, AnyHashable(value)) }
}

/// Opens the app's `Settings` scene, or brings its window to the front.
///
/// ```swift
/// @Environment(\.openSettings) private var openSettings
/// Button("Preferences…") { openSettings() }
/// ```
public struct OpenSettingsAction {
    let open: @MainActor () -> Void

    /// An action that calls `open`; what GtkUI's app runner installs.
    public init(_ open: @escaping @MainActor () -> Void) { self.open = open }

    /// Opens the preferences window; without a `Settings` scene it is reported once.
    @MainActor
    public func callAsFunction() { open() }
}

private struct OpenWindowKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = OpenWindowAction(
        { id in
            Diagnostics.emitOnce(
                "openWindow(id: \"\(id)\"): this view is not in a window of a GtkUI app, so no window opens. "
                    + "Run the view from an App (or GtkTestHost(app:)).")
        },
        value: { _, value in
            Diagnostics.emitOnce(
                "openWindow(value: \(value.base)): this view is not in a window of a GtkUI app, so no window opens. "
                    + "Run the view from an App (or GtkTestHost(app:)).")
        })
}

private struct OpenSettingsKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = OpenSettingsAction {
        Diagnostics.emitOnce(
            "openSettings(): this view is not in a window of a GtkUI app, so no preferences window opens. "
                + "Run the view from an App (or GtkTestHost(app:)).")
    }
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes by id.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Opens the app's preferences window.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
