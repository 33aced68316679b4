import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.popover`, `.fullScreenCover`, `.fileImporter` and `.fileExporter` on real GTK: opened by a
/// click, answered as a person does (Escape, a file chosen in GTK's dialog, Cancel), the binding
/// written back, and nothing left behind.
@MainActor
@Suite("Popover, cover and file choosers on GTK", .serialized)
struct PresentationGtkTests {
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Editor: View {
        @State var showsInfo = false
        @State var showsCover = false
        @State var importing = false
        @State var exporting = false
        @State var text = "Milk"
        @State var log = "—"
        var body: some View {
            VStack {
                Button("Info") { showsInfo = true }
                    .popover(isPresented: $showsInfo, arrowEdge: .bottom) {
                        VStack {
                            Text("Saved automatically")
                            Button("Got it") { showsInfo = false }
                        }
                        .padding()
                    }
                Button("Welcome") { showsCover = true }
                    .fullScreenCover(isPresented: $showsCover) { Text("Welcome aboard") }
                Button("Open…") { importing = true }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                        if case .success(let url) = result {
                            text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                            log = "opened \(url.lastPathComponent)"
                        }
                    }
                Button("Export…") { exporting = true }
                    .fileExporter(
                        isPresented: $exporting, document: TextFile(text: text), contentType: .plainText,
                        defaultFilename: "List"
                    ) { result in
                        log = (try? "saved \(result.get().lastPathComponent)") ?? "failed"
                    }
                Text("Text: \(text)")
                Text("Log: \(log)")
                Text(showsInfo ? "info shown" : "info hidden")
                Text(importing ? "importing" : "not importing")
            }
        }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-files-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a click opens the popover below the button; its button and Escape close it")
    func popover() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        #expect(host.popovers.isEmpty)
        host.click(try host.button("Info"))
        let popover = try #require(host.popovers.first)
        #expect(popover.parent?.pointer == (try host.button("Info")).pointer)
        #expect(host.isShown(text: "Saved automatically"))
        #expect(host.isShown(text: "info shown"))
        host.click(try host.button("Got it"))
        #expect(host.popovers.isEmpty)
        #expect(host.isShown(text: "info hidden"))
        host.click(try host.button("Info"))
        #expect(host.popovers.count == 1)
        try host.closeMenus()
        #expect(host.popovers.isEmpty)
        #expect(host.isShown(text: "info hidden"))
        #expect(!host.isShown(text: "Saved automatically"))
    }

    @Test("a full-screen cover is a modal window over the window, maximized")
    func cover() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        host.click(try host.button("Welcome"))
        let cover = try #require(host.sheets.first)
        #expect(cover.isModal)
        #expect(cover.isMaximized)
        #expect(host.isShown(text: "Welcome aboard"))
        try host.pressEscape(in: cover)
        #expect(host.sheets.isEmpty)
    }

    @Test("choosing a file in GTK's dialog opens it; the binding goes back to false")
    func importing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("groceries.txt")
        try "Bread".write(to: file, atomically: true, encoding: .utf8)
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        host.click(try host.button("Open…"))
        let chooser = try #require(host.fileChooser)
        #expect(chooser.request.mode == .open(multiple: false))
        #expect(chooser.dialog?.isModal == true)
        #expect(host.isShown(text: "importing"))
        try host.chooseFile(file)
        #expect(host.fileChooser == nil)
        #expect(host.isShown(text: "Text: Bread"))
        #expect(host.isShown(text: "Log: opened groceries.txt"))
        #expect(host.isShown(text: "not importing"))
    }

    @Test("Cancel closes the chooser without completing")
    func cancelling() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        host.click(try host.button("Open…"))
        try host.cancelFileChooser()
        #expect(host.fileChooser == nil)
        #expect(host.isShown(text: "not importing"))
        #expect(host.isShown(text: "Log: —"))
    }

    @Test("saving in GTK's dialog writes the document to the chosen file")
    func exporting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        host.click(try host.button("Export…"))
        let chooser = try #require(host.fileChooser)
        #expect(chooser.request.mode == .save(proposedName: "List.txt"))
        let target = folder.appendingPathComponent("Shopping.txt")
        try host.chooseFile(target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "Milk")
        #expect(host.isShown(text: "Log: saved Shopping.txt"))
    }

    @Test("a popover presented as its view appears pops up once the window is shown")
    func presentedOnAppear() throws {
        struct Tip: View {
            @State var showsTip = true
            var body: some View {
                Button("Help") {}.popover(isPresented: $showsTip) { Text("Start here") }
            }
        }
        let host = try GtkTestHost(Tip())
        defer { host.close() }
        host.waitForLayout()
        #expect(host.popovers.count == 1)
        #expect(host.isShown(text: "Start here"))
    }

    @Test("a popover's widgets and handlers leave with the view")
    func noLeaks() throws {
        try GtkTestHost(Editor()).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Editor())
            host.click(try host.button("Info"))
            #expect(host.popovers.count == 1)
            host.click(try host.button("Got it"))
            host.click(try host.button("Info"))
            #expect(Gtk.liveSignalHandlerCount > handlers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
