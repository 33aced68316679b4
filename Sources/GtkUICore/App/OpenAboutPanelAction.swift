/// Opens the app's About dialog, declared with ``Scene/aboutPanel(_:)``, or brings it to the
/// front. A GtkUI addition, for apps whose “About” item is their own.
///
/// ```swift
/// @Environment(\.openAboutPanel) private var openAboutPanel
/// var body: some View {
///     Button("About Notes") { openAboutPanel() }
/// }
/// ```
public struct OpenAboutPanelAction {
    let open: @MainActor () -> Void

    /// An action that calls `open`; what GtkUI's app runner installs.
    public init(_ open: @escaping @MainActor () -> Void) { self.open = open }

    /// Opens the About dialog over the active window; without `.aboutPanel` on a scene it is
    /// reported once.
    @MainActor
    public func callAsFunction() { open() }
}

private struct OpenAboutPanelKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = OpenAboutPanelAction {
        Diagnostics.emitOnce(
            "openAboutPanel(): this view is not in a window of a GtkUI app, so no About dialog opens. "
                + "Run the view from an App (or GtkTestHost(app:)).")
    }
}

extension EnvironmentValues {
    /// Opens the app's About dialog (a GtkUI addition; see ``Scene/aboutPanel(_:)``).
    public var openAboutPanel: OpenAboutPanelAction {
        get { self[OpenAboutPanelKey.self] }
        set { self[OpenAboutPanelKey.self] = newValue }
    }
}
