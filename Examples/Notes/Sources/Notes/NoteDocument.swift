import GtkUI

/// A note as a plain-text file, for `.fileExporter`.
struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    /// The note's text.
    var text: String

    /// A document holding `text`.
    init(text: String) {
        self.text = text
    }

    /// Reads a UTF-8 text file.
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
        else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        self.text = text
    }

    /// Writes the text as UTF-8.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
