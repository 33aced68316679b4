import Foundation
import GtkUI

/// A popover on each side of its button, a full-screen cover, and a small text document opened
/// and saved through the desktop's file choosers.
struct PopoversCatalog: View {
    /// The page's text as a plain-text document.
    struct TextDocument: FileDocument {
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

    @State private var showsHelp = false
    @State private var showsShare = false
    @State private var showsWelcome = false
    @State private var opening = false
    @State private var saving = false
    @State private var text = "Milk, eggs, bread"
    @State private var status = "No file yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Help", systemImage: "questionmark.circle") { showsHelp = true }
                    .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Popovers").font(.headline)
                            Text("Click outside or press Escape to close.")
                            Button("Got It") { showsHelp = false }
                        }
                        .padding()
                    }
                Button("Share…", systemImage: "square.and.arrow.up") { showsShare = true }
                    .popover(isPresented: $showsShare, attachmentAnchor: .point(.trailing), arrowEdge: .trailing) {
                        Text("Copied to the clipboard").padding()
                    }
                Button("Welcome Tour") { showsWelcome = true }
            }
            Divider()
            Text("Document").font(.headline)
            TextField("Text", text: $text)
            HStack {
                Button("Open…", systemImage: "folder") { opening = true }
                Button("Save As…", systemImage: "square.and.arrow.down") { saving = true }
            }
            Text(status).foregroundStyle(.secondary)
        }
        .padding()
        .fullScreenCover(isPresented: $showsWelcome) {
            VStack(spacing: 16) {
                Image(systemName: "star.fill").imageScale(.large)
                Text("Welcome to GtkUI").font(.title)
                Text("A full-screen cover fills the window; Escape or Close returns.")
                Button("Close") { showsWelcome = false }
            }
            .padding()
        }
        .fileImporter(isPresented: $opening, allowedContentTypes: [.plainText]) { result in
            switch result {
            case .success(let url):
                text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                status = "Opened \(url.lastPathComponent)"
            case .failure(let error): status = "Could not open: \(error.localizedDescription)"
            }
        }
        .fileExporter(
            isPresented: $saving, document: TextDocument(text: text), contentType: .plainText,
            defaultFilename: "Shopping"
        ) { result in
            switch result {
            case .success(let url): status = "Saved \(url.lastPathComponent)"
            case .failure(let error): status = "Could not save: \(error.localizedDescription)"
            }
        }
    }
}
