import Foundation

/// A document that reads itself from a file and writes itself to one, for `.fileExporter` (and
/// document-based apps).
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
///         text = String(decoding: data, as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as; the readable ones unless given.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document.
    init(configuration: ReadConfiguration) throws
    /// Writes the document into a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written as.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a ``FileDocument`` is read from: the file's type and contents.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// Describes a file to read (for tests of a document type).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a ``FileDocument`` is written as: the type chosen and the file being replaced, if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file that is being replaced, if the chosen file exists.
    public let existingFile: FileWrapper?

    /// Describes a file to write (for tests of a document type).
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
