import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Notes

/// The main menu: its items, their keyboard shortcuts, and the About dialog.
@MainActor
@Suite("Notes main menu", .serialized)
struct NoteCommandsTests {
    @Test("the main menu lists the note commands with their shortcuts, and About Notes last")
    func items() throws {
        let host = try GtkTestHost(app: NotesApp(store: NoteFixtures.store()))
        defer { host.close() }
        #expect(try host.appMenuItems() == ["New Note", "Delete Note", "Import…", "Export…", "About Notes"])
        try host.openAppMenu()
        let shortcuts = Dictionary(uniqueKeysWithValues: host.shownMenuItems.map { ($0.title, $0.shortcut) })
        try host.closeMenus()
        #expect(shortcuts["New Note"] == "Ctrl+N")
        #expect(shortcuts["Import…"] == "Ctrl+O")
        #expect(shortcuts["Export…"] == "Ctrl+E")
    }

    @Test("Ctrl+N makes a new note even while the editor has the keyboard; Delete Note from the menu deletes it")
    func newAndDeleteFromTheKeyboardAndMenu() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.focus(try #require(host.textEditors.first))
        try host.press(key: "n", modifiers: .command)
        #expect(store.notes.count == 4)
        #expect(store.selectedNote?.text == "")
        #expect(host.textEditors.first?.text == "", "the typed n went to the shortcut, not the editor")
        try host.chooseAppMenuItem("Delete Note")
        try host.respond(to: "Delete “New Note”?", with: "Delete")
        #expect(store.notes.count == 3)
        #expect(store.selectedNote?.title == "Groceries")
    }

    @Test("Ctrl+O opens the import chooser and Ctrl+E the export chooser")
    func fileShortcuts() throws {
        let host = try GtkTestHost(app: NotesApp(store: NoteFixtures.store()))
        defer { host.close() }
        try host.press(key: "o", modifiers: .command)
        #expect(host.fileChooser?.request.mode == .open(multiple: true))
        try host.cancelFileChooser()
        host.waitUntilIdle()
        try host.press(key: "e", modifiers: .command)
        #expect(host.fileChooser?.request.mode == .save(proposedName: "Groceries.txt"))
        try host.cancelFileChooser()
    }

    @Test("with no note selected, Export… and Delete Note cannot be chosen")
    func disabledWithoutSelection() throws {
        let host = try GtkTestHost(app: NotesApp(store: NoteStore(notes: [])))
        defer { host.close() }
        try host.openAppMenu()
        let enabled = Dictionary(uniqueKeysWithValues: host.shownMenuItems.map { ($0.title, $0.isEnabled) })
        try host.closeMenus()
        #expect(
            enabled == ["New Note": true, "Delete Note": false, "Import…": true, "Export…": false, "About Notes": true])
        #expect(throws: TestHostError.self) { try host.chooseAppMenuItem("Export…") }
        // The menu stays open after the refused choice; close it as a person would.
        try host.closeMenus()
        #expect(host.fileChooser == nil)
    }

    @Test("About Notes opens GNOME's About dialog with the app's name, version, comments and website")
    func about() throws {
        let host = try GtkTestHost(app: NotesApp(store: NoteFixtures.store()))
        defer { host.close() }
        try host.chooseAppMenuItem("About Notes")
        let dialog = try #require(host.aboutDialog)
        #expect(dialog.programName == "Notes")
        let texts = host.aboutDialogTexts
        for text in ["Notes", "1.0", NotesApp.about.comments ?? "", "GtkUI on GitHub"] {
            #expect(texts.contains(text), "\(texts)")
        }
        #expect(texts.contains { $0.contains("MIT") }, "\(texts)")
        try host.pressEscapeInAboutDialog()
        #expect(host.aboutDialog == nil)
    }
}
