import Foundation

/// The file that remembers each restorable scene's window size between launches: one JSON
/// object, read once at first use and written atomically when a window closes.
///
/// The file is `window-state.json` beside ``AppStorage``'s, in
/// `$XDG_CONFIG_HOME/<application id>/`. A file that is not such an object is moved aside to
/// `window-state.json.corrupt` and reported, and windows open at their default size.
///
/// Plumbing: GtkUI's app runner opens one for the app; `GtkTestHost` never does, so tests
/// leave the file alone unless they pass their own store.
@MainActor
public final class _WindowStateStore {
    /// A window's size and whether it was maximized, as last saved.
    public struct SavedWindow: Codable, Equatable, Sendable {
        /// The unmaximized width, in points.
        public var width: Int
        /// The unmaximized height, in points.
        public var height: Int
        /// Whether the window was maximized.
        public var isMaximized: Bool

        /// A saved window of `width` × `height`, maximized or not.
        public init(width: Int, height: Int, isMaximized: Bool) {
            self.width = width
            self.height = height
            self.isMaximized = isMaximized
        }
    }

    /// The file the store reads and writes.
    public let fileURL: URL
    private var loaded: [String: SavedWindow]?
    private var file: SettingsFile

    /// A store over `fileURL`, read at first use.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        file = SettingsFile(
            url: fileURL, feature: "Window restoration", contents: "window sizes",
            fallback: "windows open at their default size", unsaved: "window sizes are not saved")
    }

    /// Where the app's store keeps its file: beside ``AppStorage``'s, for the current
    /// application ID and environment.
    public static func defaultFileURL() -> URL {
        _AppStorageStore.defaultFileURL().deletingLastPathComponent().appendingPathComponent("window-state.json")
    }

    /// The size saved for the windows of the scene named `scene`, if any.
    public func savedWindow(forScene scene: String) -> SavedWindow? { windows[scene] }

    /// Remembers `window` for the scene named `scene` and writes the file, unless nothing changed.
    public func save(_ window: SavedWindow, forScene scene: String) {
        guard window.width > 0, window.height > 0, windows[scene] != window else { return }
        var updated = windows
        updated[scene] = window
        loaded = updated
        write(updated)
    }

    private var windows: [String: SavedWindow] {
        if let loaded { return loaded }
        let read = load()
        loaded = read
        return read
    }

    private func load() -> [String: SavedWindow] {
        file.read([String: SavedWindow].self) ?? [:]
    }

    private func write(_ windows: [String: SavedWindow]) {
        file.write(windows)
    }
}
