import GtkUI

/// The JSON file the to-dos are kept in: reading it, writing it atomically, and moving a file
/// that cannot be read out of the way so it is never overwritten.
struct TodoFile {
    /// Why the file's contents could not be used.
    enum ReadError: Error, Equatable {
        /// The file exists but could not be read (permissions, a folder in its place…).
        case unreadable(String)
        /// The file was read but is not a to-do list this app understands.
        case corrupt(String)
        /// The file was written by a newer version of the app.
        case newerVersion(Int)
    }

    /// The newest file format this version writes and understands.
    static let currentVersion = 1

    /// What is on disk: a format version and the items, in the list's order.
    private struct Contents: Codable {
        var version: Int
        var items: [TodoItem]
    }

    let url: URL

    /// The items in the file, or nil when there is no file yet.
    func read() throws(ReadError) -> [TodoItem]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let contents = try decoder.decode(Contents.self, from: data)
            guard contents.version <= Self.currentVersion else { throw ReadError.newerVersion(contents.version) }
            return contents.items
        } catch let error as ReadError {
            throw error
        } catch let error as DecodingError {
            throw .corrupt(Self.describe(error))
        } catch {
            throw .corrupt(error.localizedDescription)
        }
    }

    /// Writes `items` to the file atomically (a temporary file renamed over the old one), so a
    /// crash mid-write never leaves half a file; creates the folder first if needed.
    func write(_ items: [TodoItem]) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Contents(version: Self.currentVersion, items: items))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Moves the file to `todos.json.corrupt-<timestamp>` beside it (with a number added if
    /// that name is taken) and returns where it went.
    func setAside(at date: Date = .now) throws -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = url.lastPathComponent + ".corrupt-" + formatter.string(from: date)
        let folder = url.deletingLastPathComponent()
        var destination = folder.appendingPathComponent(base)
        var attempt = 2
        while FileManager.default.fileExists(atPath: destination.path) {
            destination = folder.appendingPathComponent("\(base)-\(attempt)")
            attempt += 1
        }
        try FileManager.default.moveItem(at: url, to: destination)
        return destination
    }

    /// A short, readable reason for a decoding failure.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "it is not valid JSON"
        case .keyNotFound(let key, _):
            "“\(key.stringValue)” is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "“\(context.codingPath.map(\.stringValue).joined(separator: "."))” has the wrong kind of value"
        @unknown default:
            error.localizedDescription
        }
    }
}
