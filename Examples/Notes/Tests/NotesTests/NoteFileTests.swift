import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Notes

/// Export and import through GTK's own file chooser, driven as a person does.
@MainActor
@Suite("Exporting and importing notes", .serialized)
struct NoteFileTests {
    @Test("Export… proposes the note's title as the file name and writes the selected note's text there")
    func exporting() throws {
        let folder = try NoteFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Ideas", in: try host.scrolledList()))
        try host.chooseAppMenuItem("Export…")
        let chooser = try #require(host.fileChooser)
        #expect(chooser.request.mode == .save(proposedName: "Ideas.txt"))
        let target = folder.appendingPathComponent("Weekend.txt")
        try host.chooseFile(target)
        #expect(try String(contentsOf: target, encoding: .utf8) == NoteFixtures.ideas)
        #expect(!store.isExporting)
        #expect(host.alert == nil)
    }

    @Test("Import… adds a note with the file's text, selected and open in the editor")
    func importing() throws {
        let folder = try NoteFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("recipe.txt")
        try "Pancakes\n2 eggs, 250 ml milk, 125 g flour".write(to: file, atomically: true, encoding: .utf8)
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.chooseAppMenuItem("Import…")
        try host.chooseFile(file)
        #expect(store.notes.count == 4)
        #expect(store.selectedNote?.text == "Pancakes\n2 eggs, 250 ml milk, 125 g flour")
        #expect(host.label("Pancakes", in: try host.scrolledList()) != nil)
        #expect(host.textEditors.first?.text == "Pancakes\n2 eggs, 250 ml milk, 125 g flour")
    }

    @Test("a file that is not UTF-8 text is not imported, and an alert says why")
    func importingBadFile() throws {
        let folder = try NoteFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scan.txt")
        try Data([0xFF, 0xFE, 0x00, 0xC3, 0x28]).write(to: file)
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.chooseAppMenuItem("Import…")
        try host.chooseFile(file)
        #expect(store.notes.count == 3)
        #expect(host.alert?.title == "Could Not Import “scan.txt”")
        #expect(host.alert?.message?.contains("UTF-8") == true)
        try host.tapAlertButton("OK")
        #expect(host.alert == nil)
    }

    @Test("cancelling the export writes nothing and changes nothing")
    func cancelling() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.chooseAppMenuItem("Export…")
        try host.cancelFileChooser()
        host.waitUntilIdle()
        #expect(host.fileChooser == nil)
        #expect(!store.isExporting)
        #expect(host.alert == nil)
    }
}
