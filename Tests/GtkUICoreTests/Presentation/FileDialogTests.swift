import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `.fileImporter` and `.fileExporter` on the in-memory backend, and the types and documents
/// they use: what the chooser asks for, the binding written once, the completion after it, and
/// the document written to the chosen file.
@MainActor
@Suite("File importer and exporter")
struct FileDialogTests {
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    final class Log {
        var events: [String] = []
    }

    struct Files: View {
        let log: Log
        @State private var importing = false
        @State private var exporting = false
        var body: some View {
            let importBinding = Binding(
                get: { importing },
                set: {
                    importing = $0; log.events.append("importing=\($0)")
                })
            VStack {
                Button("Open") { importing = true }
                    .fileImporter(
                        isPresented: importBinding, allowedContentTypes: [.plainText, .json],
                        allowsMultipleSelection: true
                    ) { result in
                        log.events.append("opened \((try? result.get())?.map(\.lastPathComponent) ?? [])")
                    } onCancellation: {
                        log.events.append("cancelled")
                    }
                Button("Save") { exporting = true }
                    .fileExporter(
                        isPresented: $exporting, document: TextFile(text: "Milk\nEggs"), contentType: .plainText,
                        defaultFilename: "Groceries"
                    ) { result in
                        log.events.append("saved \((try? result.get())?.lastPathComponent ?? "failed")")
                    }
            }
        }
    }

    @Test("the importer asks for the allowed types; choosing writes false, then completes")
    func importing() throws {
        let log = Log()
        let host = CoreHost(Files(log: log))
        host.button("Open").click()
        host.settle()
        let dialog = try #require(host.backend.fileDialogs.first)
        #expect(dialog.request.mode == .open(multiple: true))
        #expect(
            dialog.request.filters == [
                FileDialogRequest.Filter(
                    name: "Plain Text, JSON", mimeTypes: ["text/plain", "application/json"],
                    extensions: ["txt", "text", "json"])
            ])
        dialog.choose([URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.json")])
        host.settle()
        #expect(host.backend.fileDialogs.isEmpty)
        #expect(log.events == ["importing=false", "opened [\"a.txt\", \"b.json\"]"])
    }

    @Test("cancelling writes false and runs onCancellation only")
    func cancelling() throws {
        let log = Log()
        let host = CoreHost(Files(log: log))
        host.button("Open").click()
        host.settle()
        try #require(host.backend.fileDialogs.first).cancel()
        host.settle()
        #expect(log.events == ["importing=false", "cancelled"])
    }

    @Test("the exporter proposes the name with the type's extension and writes the document")
    func exporting() throws {
        let log = Log()
        let host = CoreHost(Files(log: log))
        host.button("Save").click()
        host.settle()
        let dialog = try #require(host.backend.fileDialogs.first)
        #expect(dialog.request.mode == .save(proposedName: "Groceries.txt"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("List.txt")
        dialog.choose([target])
        host.settle()
        #expect(try String(contentsOf: target, encoding: .utf8) == "Milk\nEggs")
        #expect(log.events == ["saved List.txt"])
        let read = try TextFile(
            configuration: FileDocumentReadConfiguration(contentType: .plainText, file: try FileWrapper(url: target)))
        #expect(read.text == "Milk\nEggs")
    }

    @Test("types conform to their supertypes and are found by extension and MIME type")
    func types() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.isSubtype(of: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType("com.example.nothing") == nil)
        let custom = UTType(filenameExtension: "notes")
        #expect(custom?.preferredFilenameExtension == "notes")
        #expect(custom?.isDynamic == true)
        #expect(custom?.conforms(to: .data) == true)
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
        #expect(UTType.image.preferredMIMEType == nil)
    }

    @Test("an abstract type lets every file through; a folder type chooses folders")
    func abstractTypesAndFolders() throws {
        #expect(FileDialogRequest.filters(for: [.data]).first?.matchesAll == true)
        struct Folders: View {
            @State var choosing = true
            var body: some View {
                Text("x").fileImporter(isPresented: $choosing, allowedContentTypes: [.folder]) { _ in }
            }
        }
        let host = CoreHost(Folders())
        host.settle()
        let dialog = try #require(host.backend.fileDialogs.first)
        #expect(dialog.request.mode == .openFolder(multiple: false))
        #expect(dialog.request.filters.isEmpty)
    }

    @Test("a folder wrapper writes its files and reads back")
    func folderWrapper() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-wrapper-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))
        ])
        try wrapper.write(to: folder, options: .atomic)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("A".utf8))
        #expect(read.fileWrappers?["a.txt"]?.preferredFilename == "a.txt")
    }
}
