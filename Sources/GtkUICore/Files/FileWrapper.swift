import Foundation

/// A file or folder's contents in memory, as `FileDocument` reads and writes them.
///
/// Foundation on Apple's systems has `FileWrapper`; swift-corelibs-foundation on Linux does
/// not, so GtkUI provides the part documents use: regular files and folders of them.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
/// }
/// ```
public final class FileWrapper: @unchecked Sendable {  // mutable names only, set before sharing
    /// How to read a file wrapper from disk; accepted for source compatibility.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything at once (always the case here).
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Accepted; no memory mapping is used.
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How to write a file wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file, then move it into place.
        public static let atomic = WritingOptions(rawValue: 1)
        /// Accepted; names are always kept as given.
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private let contents: Contents
    /// The name the file is saved under inside a folder, or the name it had when read.
    public var preferredFilename: String?
    /// The name it had when read from disk, or its preferred name.
    public var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) { self.contents = .file(contents) }

    /// A folder holding `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        contents = .directory(childrenByPreferredName)
    }

    /// Reads the file or folder at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = filename
    }

    /// Whether it is a regular file.
    public var isRegularFile: Bool {
        if case .file = contents { return true }
        return false
    }

    /// Whether it is a folder.
    public var isDirectory: Bool { !isRegularFile }

    /// A regular file's bytes; nil for a folder.
    public var regularFileContents: Data? {
        if case .file(let data) = contents { return data }
        return nil
    }

    /// A folder's children by name; nil for a regular file.
    public var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Writes the file or folder to `url` (atomically with `.atomic`).
    public func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
        switch contents {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options)
            }
        }
    }
}
