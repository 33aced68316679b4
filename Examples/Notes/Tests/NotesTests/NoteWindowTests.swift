import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Notes

/// The window as a person uses it: the sidebar of notes, the editor beside it, the toolbar's
/// New Note and Delete buttons.
@MainActor
@Suite("Notes window", .serialized)
struct NoteWindowTests {
    /// The sidebar's titles, top to bottom.
    private func sidebarTitles(_ host: GtkTestHost, _ store: NoteStore) throws -> [String] {
        let list = try host.scrolledList()
        return store.notes.map(\.title).filter { host.label($0, in: list) != nil }
    }

    /// The text in the editor.
    private func editorText(_ host: GtkTestHost) throws -> String {
        try #require(host.textEditors.first).text
    }

    @Test("at launch the sidebar lists the notes and the first one is open in the editor, titling the window")
    func launch() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        #expect(try sidebarTitles(host, store) == ["Groceries", "Ideas", "Meeting notes"])
        #expect(try editorText(host) == NoteFixtures.groceries)
        #expect(host.toolbarPrincipalTexts.contains("Groceries"))
        #expect(host.toolbarButtonTitles.contains("New Note"))
        #expect(host.toolbarButtonTitles.contains("Delete Note"))
    }

    @Test("clicking a note in the sidebar opens it in the editor")
    func selecting() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Ideas", in: try host.scrolledList()))
        #expect(try editorText(host) == NoteFixtures.ideas)
        #expect(host.toolbarPrincipalTexts.contains("Ideas"))
        #expect(store.selection == store.notes[1].id)
    }

    @Test("New Note adds an empty note at the top of the sidebar and selects it")
    func newNote() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        host.click(try host.toolbarButton("New Note"))
        #expect(store.notes.count == 4)
        #expect(store.selection == store.notes[0].id)
        #expect(try sidebarTitles(host, store).first == "New Note")
        #expect(try editorText(host) == "")
        #expect(host.isFocused(try #require(host.textEditors.first)), "the new note takes the keyboard")
        #expect(host.toolbarPrincipalTexts.contains("New Note"))
    }

    @Test("typing in the editor changes the note, and its first line becomes its title in the sidebar")
    func typing() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        host.click(try host.toolbarButton("New Note"))
        let before = store.notes[0].modified
        host.type("Packing list\nTent", intoEditor: try #require(host.textEditors.first))
        #expect(store.notes[0].text == "Packing list\nTent")
        #expect(store.notes[0].modified >= before)
        #expect(try sidebarTitles(host, store).first == "Packing list")
        #expect(host.toolbarPrincipalTexts.contains("Packing list"))
        #expect(!host.isShown(text: "New Note"))
    }

    @Test("Delete asks first; confirming deletes the note and opens the next one, cancelling keeps it")
    func deleting() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Ideas", in: try host.scrolledList()))
        host.click(try host.toolbarButton("Delete Note"))
        #expect(host.alert?.title == "Delete “Ideas”?")
        #expect(host.alert?.buttonTitles.contains("Cancel") == true)
        try host.tapAlertButton("Cancel")
        #expect(store.notes.count == 3)

        host.click(try host.toolbarButton("Delete Note"))
        try host.respond(to: "Delete “Ideas”?", with: "Delete")
        #expect(host.alert == nil)
        #expect(try sidebarTitles(host, store) == ["Groceries", "Meeting notes"])
        #expect(try editorText(host) == NoteFixtures.meeting, "the note below it is opened")
    }

    @Test("the Delete key deletes the note selected in the sidebar, after asking")
    func deleteKey() throws {
        let store = NoteFixtures.store()
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Meeting notes", in: try host.scrolledList()))
        try host.pressKeys("Delete")
        try host.respond(to: "Delete “Meeting notes”?", with: "Delete")
        #expect(try sidebarTitles(host, store) == ["Groceries", "Ideas"])
        #expect(try editorText(host) == NoteFixtures.ideas, "the last note's neighbour above is opened")
    }

    @Test("with no note selected the detail says so, and Delete is off")
    func emptyState() throws {
        let store = NoteStore(notes: [])
        let host = try GtkTestHost(app: NotesApp(store: store))
        defer { host.close() }
        #expect(host.isShown(text: "No Note Selected"))
        #expect(host.textEditors.isEmpty)
        #expect(try !host.toolbarButton("Delete Note").isSensitive)
        host.click(try host.toolbarButton("New Note"))
        #expect(!host.isShown(text: "No Note Selected"))
        #expect(host.textEditors.count == 1)
    }
}
