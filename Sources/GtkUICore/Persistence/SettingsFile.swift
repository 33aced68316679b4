import Foundation

/// One JSON file of the app's settings (AppStorage's values, the windows' sizes): read once,
/// written atomically, and never overwritten once it could not be read back safely.
///
/// A file that is not valid JSON of the expected shape is moved aside to `<name>.corrupt`
/// and reported, so nothing in it is lost; a file that cannot be read or moved aside makes the
/// store read-only for the session. Each message names the feature, the file and the fix.
@MainActor
struct SettingsFile {
    /// The file.
    let url: URL
    /// The feature the messages name, e.g. `AppStorage`.
    let feature: String
    /// What the file holds, for the corrupt-file message, e.g. `stored values`.
    let contents: String
    /// What happens while the file's values cannot be used, e.g. `every @AppStorage starts
    /// from its default`.
    let fallback: String
    /// What becomes of changes while the file is not written, e.g. `changes are kept in
    /// memory only`.
    let unsaved: String
    /// Set when the file could not be read back safely: it is never written then.
    private(set) var isReadOnly = false

    /// The file's contents, or nil when it does not exist or could not be used (reported).
    mutating func read<Contents: Decodable>(_ type: Contents.Type) -> Contents? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            isReadOnly = true
            Diagnostics.emitOnce(
                "\(feature): could not read \(url.path) (\(error)), so \(fallback) and \(unsaved), leaving the "
                    + "file untouched. Make the file readable and restart the app.")
            return nil
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            setAside(error)
            return nil
        }
    }

    /// Writes `contents` atomically, creating the folder; a failure is reported once, and the
    /// next write tries again.
    func write<Contents: Encodable>(_ contents: Contents) {
        guard !isReadOnly else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(contents)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            Diagnostics.emitOnce(
                "\(feature): could not save to \(url.path) (\(error)), so \(unsaved). Make the folder "
                    + "\(url.deletingLastPathComponent().path) writable, or set XDG_CONFIG_HOME to a writable folder.")
        }
    }

    private mutating func setAside(_ error: any Error) {
        let aside = url.appendingPathExtension("corrupt")
        do {
            try? FileManager.default.removeItem(at: aside)
            try FileManager.default.moveItem(at: url, to: aside)
            Diagnostics.emitOnce(
                "\(feature): \(url.path) is not a JSON object of \(contents) (\(error)), so \(fallback). The file "
                    + "was moved to \(aside.path) so that nothing in it is lost; repair it and move it back while "
                    + "the app is not running, or delete it.")
        } catch {
            isReadOnly = true
            Diagnostics.emitOnce(
                "\(feature): \(url.path) is not a JSON object of \(contents) and could not be moved aside "
                    + "(\(error)), so \(fallback) and \(unsaved), leaving the file untouched. Repair or delete "
                    + "the file.")
        }
    }
}
