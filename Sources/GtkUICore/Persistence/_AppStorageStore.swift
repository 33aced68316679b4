import Foundation

/// The file behind ``AppStorage``: one JSON object per application, read once at first use
/// and written atomically after each change.
///
/// The file is `$XDG_CONFIG_HOME/<application id>/app-storage.json` (`~/.config/…` when the
/// variable is unset). Every key has its own observation source, so writing a key re-renders
/// only the views that read that key, in every window of the process.
///
/// Plumbing: the GTK host sets ``applicationID``; tests replace ``shared`` with a store over
/// a temporary file.
@MainActor
public final class _AppStorageStore: KeyedValueStore {
    /// The application ID naming the folder of the shared store; set when the app starts.
    /// Without one, the executable's name is used.
    public static var applicationID: String?

    /// The store views read, created at first use.
    public static var shared: _AppStorageStore {
        get {
            if let current { return current }
            let store = _AppStorageStore(fileURL: defaultFileURL())
            current = store
            return store
        }
        set { current = newValue }
    }
    private static var current: _AppStorageStore?

    /// Where the shared store keeps its file for the current application ID and environment.
    public static func defaultFileURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let configHome: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            configHome = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        }
        let id = applicationID ?? ProcessInfo.processInfo.processName
        return configHome.appendingPathComponent(id, isDirectory: true).appendingPathComponent("app-storage.json")
    }

    /// The file this store reads and writes.
    public let fileURL: URL
    private var loaded: KeyedValues?
    private var file: SettingsFile

    /// A store over `fileURL`, read at first use.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        file = SettingsFile(
            url: fileURL, feature: "AppStorage", contents: "stored values",
            fallback: "every @AppStorage starts from its default", unsaved: "changes are kept in memory only")
    }

    func value(forKey key: String) -> AppStorageValue? { values.value(forKey: key) }

    func untrackedValue(forKey key: String) -> AppStorageValue? { values.untrackedValue(forKey: key) }

    func setValue(_ value: AppStorageValue, forKey key: String) {
        if values.update(value, forKey: key) { save() }
    }

    var placeDescription: String { fileURL.path }

    private var values: KeyedValues {
        if let loaded { return loaded }
        let read = KeyedValues(load(), placeDescription: fileURL.path)
        loaded = read
        return read
    }

    private func load() -> [String: AppStorageValue] {
        file.read([String: AppStorageValue].self) ?? [:]
    }

    private func save() {
        guard let loaded else { return }
        file.write(loaded.values)
    }
}
