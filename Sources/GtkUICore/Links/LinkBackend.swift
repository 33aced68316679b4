import Foundation

/// Turns ``Link`` views into a toolkit's link buttons and gives views the desktop's URL
/// handler and clipboard.
///
/// Design notes:
/// - A link is a button (`ButtonNode`) of the toolkit's link kind: the label's widgets are
///   placed in it as in any button, and button styles, `.disabled` and `.help` apply. Its
///   action goes through the ``EnvironmentValues/openURL`` action, so an app (or a test) can
///   intercept it; the toolkit's own opening of the URL is never used directly.
/// - ``open(_:)`` and ``copyToClipboard(_:)`` are what `OpenURLAction`'s system action and
///   ``ShareLink`` use; the graph puts them in the environment when it mounts a view.
///
/// ```swift
/// let link = backend.makeLink { openURL(destination) }
/// backend.updateLink(link, destination: URL(string: "https://gnome.org")!)
/// ```
@MainActor
public protocol LinkBackend: Backend {
    /// Creates an empty link button that calls `action` when activated.
    func makeLink(action: @escaping @MainActor () -> Void) -> BackendWidget
    /// Records the URL the link stands for (shown in its tooltip, read by screen readers).
    func updateLink(_ link: BackendWidget, destination: URL)
    /// Opens `url` with the desktop's handler for it (the browser for `https`); false when it
    /// could not be handed over.
    func open(_ url: URL) -> Bool
    /// Puts `text` on the desktop's clipboard.
    func copyToClipboard(_ text: String)
}

/// What the desktop offers views: its URL handler and clipboard, from the backend.
@MainActor
struct DesktopServices {
    let open: @MainActor (URL) -> Bool
    let copyToClipboard: @MainActor (String) -> Void

    /// The services of `backend`; nil when the backend has none.
    ///
    /// The backend is held strongly: it outlives every graph it renders, and holds no
    /// environment, so no cycle forms (and a weak reference's side table, which memcheck cannot
    /// see the backend point to, would read as a leak).
    init?(_ backend: any Backend) {
        guard let links = backend as? any LinkBackend else { return nil }
        open = { url in links.open(url) }
        copyToClipboard = { text in links.copyToClipboard(text) }
    }
}

private struct DesktopServicesKey: EnvironmentKey {
    static let defaultValue: DesktopServices? = nil
}

extension EnvironmentValues {
    /// The backend's URL handler and clipboard, placed by the graph at the root.
    var desktopServices: DesktopServices? {
        get { self[DesktopServicesKey.self] }
        set { self[DesktopServicesKey.self] = newValue }
    }
}
