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
    /// Set when the file could not be read back safely: values live in memory only.
    private var isReadOnly = false

    /// A store over `fileURL`, read at first use.
    public init(fileURL: URL) { self.fileURL = fileURL }

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
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            isReadOnly = true
            Diagnostics.emitOnce(
                "AppStorage: could not read \(fileURL.path) (\(error)), so every @AppStorage starts from its "
                    + "default and changes are kept in memory only, leaving the file untouched. Make the file "
                    + "readable and restart the app.")
            return [:]
        }
        do {
            return try JSONDecoder().decode([String: AppStorageValue].self, from: data)
        } catch {
            setAsideCorruptFile(error)
            return [:]
        }
    }

    private func setAsideCorruptFile(_ error: any Error) {
        let aside = fileURL.appendingPathExtension("corrupt")
        do {
            try? FileManager.default.removeItem(at: aside)
            try FileManager.default.moveItem(at: fileURL, to: aside)
            Diagnostics.emitOnce(
                "AppStorage: \(fileURL.path) is not a JSON object of stored values (\(error)), so every "
                    + "@AppStorage starts from its default. The file was moved to \(aside.path) so that nothing "
                    + "in it is lost; repair it and move it back while the app is not running, or delete it.")
        } catch {
            isReadOnly = true
            Diagnostics.emitOnce(
                "AppStorage: \(fileURL.path) is not a JSON object of stored values and could not be moved "
                    + "aside (\(error)), so every @AppStorage starts from its default and changes are kept in "
                    + "memory only, leaving the file untouched. Repair or delete the file.")
        }
    }

    private func save() {
        guard !isReadOnly, let loaded else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(loaded.values)
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            Diagnostics.emitOnce(
                "AppStorage: could not save to \(fileURL.path) (\(error)), so changes are kept in memory "
                    + "for this session only. Make the folder \(fileURL.deletingLastPathComponent().path) "
                    + "writable, or set XDG_CONFIG_HOME to a writable folder.")
        }
    }
}
