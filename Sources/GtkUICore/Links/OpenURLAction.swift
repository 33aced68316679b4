import Foundation

/// Opens a URL: what a ``Link`` does when clicked, and what `@Environment(\.openURL)` gives a
/// view to call.
///
/// By default the desktop's handler opens the URL (the browser for `https`, through GTK's
/// `gtk_show_uri`). Set your own with `.environment(\.openURL, OpenURLAction { … })` to handle
/// some URLs in the app — or, in a test, to see which URL a link opens.
///
/// ```swift
/// struct Help: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View {
///         Button("Read the Guide") { openURL(URL(string: "https://help.gnome.org")!) }
///     }
/// }
///
/// Link("Terms", destination: termsURL)
///     .environment(\.openURL, OpenURLAction { url in
///         showInApp(url)
///         return .handled
///     })
/// ```
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL itself.
        public static let handled = Result(outcome: .handled)
        /// The handler chose not to open the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The desktop's handler should open the URL.
        public static let systemAction = Result(outcome: .system(nil))

        /// The desktop's handler should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?
    var desktop: DesktopServices?

    /// Creates an action that calls `handler` with each URL to open.
    ///
    /// - Parameter handler: Opens the URL and returns `.handled`, declines with `.discarded`,
    ///   or returns `.systemAction` to let the desktop open it.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        self.desktop = nil
    }

    init(desktop: DesktopServices?) {
        self.handler = nil
        self.desktop = desktop
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement):
            guard let desktop else {
                Diagnostics.emitOnce(
                    "openURL: this backend cannot open URLs (it is not a LinkBackend), so \(url) was not opened. "
                        + "Handle it with .environment(\\.openURL, OpenURLAction { url in … return .handled }).")
                return completion(false)
            }
            completion(desktop.open(replacement ?? url))
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue: OpenURLAction? = nil
}

extension EnvironmentValues {
    /// Opens a URL: the desktop's handler unless a view above set its own action.
    ///
    /// ```swift
    /// @Environment(\.openURL) private var openURL
    /// …
    /// openURL(URL(string: "https://gnome.org")!)
    /// ```
    @MainActor public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self] ?? OpenURLAction(desktop: desktopServices)
            action.desktop = desktopServices
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}
