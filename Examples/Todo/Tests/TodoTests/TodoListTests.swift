import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Todo

/// The main window as a person uses it: adding and editing through the sheet, checking items
/// off, deleting with the Delete key, and searching.
@MainActor
@Suite("To-do list", .serialized)
struct TodoListTests {
    @Test("an empty list says so; Add opens the sheet, Save stays off until there is a title")
    func addThroughSheet() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore(fileURL: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        #expect(host.isShown(text: "No To-Dos"))

        host.click(try host.toolbarButton("Add To-Do"))
        let sheet = try #require(host.sheets.first)
        #expect(sheet.title == "New To-Do")
        #expect(host.toolbarButtonTitles == ["Cancel", "Save"])
        let save = try host.toolbarButton("Save")
        #expect(!save.isSensitive, "no title yet")
        let title = try host.field(placeholder: "Title", in: sheet)
        host.type("   ", into: title)
        #expect(!save.isSensitive, "a title of spaces is no title")
        host.replaceText(of: title, with: "Buy milk")
        #expect(save.isSensitive)
        host.click(save)

        #expect(host.sheets.isEmpty)
        #expect(host.isShown(text: "To Do"))
        #expect(host.isShown(text: "Buy milk"))
        #expect(!host.isShown(text: "No To-Dos"))
        #expect(store.items.map(\.title) == ["Buy milk"])
        #expect(TodoStore(fileURL: folder.todosFile).items.map(\.title) == ["Buy milk"], "saved at once")
    }

    @Test("Ctrl+N opens the sheet; Cancel closes it and adds nothing")
    func ctrlNAndCancel() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Water the plants"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        try host.press(key: "n", modifiers: .command)
        let sheet = try #require(host.sheets.first)
        host.type("Never mind", into: try host.field(placeholder: "Title", in: sheet))
        host.click(try host.toolbarButton("Cancel"))
        #expect(host.sheets.isEmpty)
        #expect(!host.isShown(text: "Never mind"))
        #expect(store.items.map(\.title) == ["Water the plants"])
    }

    @Test("Edit opens the selected to-do; saving changes its title, priority and due date")
    func editSelected() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Call the plumber", "Water the plants"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        #expect(!(try host.toolbarButton("Edit")).isSensitive, "nothing selected yet")
        try host.selectRow(showing: "Call the plumber")
        host.click(try host.toolbarButton("Edit"))

        let sheet = try #require(host.sheets.first)
        #expect(sheet.title == "Edit To-Do")
        let title = try host.field(placeholder: "Title", in: sheet)
        #expect(title.text == "Call the plumber")
        host.replaceText(of: title, with: "Call the electrician")
        try host.select("High", in: try host.picker("Priority"))
        host.click(try host.toggle("Due Date"))
        try host.pickDate(DateComponents(year: 2030, month: 1, day: 15), in: try host.datePicker("Due"))
        host.click(try host.toolbarButton("Save"))

        #expect(host.sheets.isEmpty)
        let edited = try #require(store.items.first)
        #expect(edited.title == "Call the electrician")
        #expect(edited.priority == .high)
        let due = try #require(edited.dueDate)
        let day = Calendar.current.dateComponents([.year, .month, .day], from: due)
        #expect(day == DateComponents(year: 2030, month: 1, day: 15))
        #expect(host.isShown(text: "Call the electrician"))
        #expect(host.shownTexts.contains { $0.hasPrefix("Due ") && $0.contains("2030") }, "the row shows the day")
        #expect(!host.isShown(text: "Call the plumber"))
        #expect(store.items.count == 2, "edited in place, not added")
    }

    @Test("Return on the selected row opens it in the editor")
    func returnOpensEditor() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Renew passport"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        try host.selectRow(showing: "Renew passport")
        try host.press(key: .return)
        let sheet = try #require(host.sheets.first)
        #expect(sheet.title == "Edit To-Do")
        #expect(try host.field(placeholder: "Title", in: sheet).text == "Renew passport")
    }

    @Test("checking a to-do moves it to Done; unchecking brings it back")
    func markDoneMovesBetweenSections() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Pay the rent", "Book tickets"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        #expect(!host.isShown(text: "Done"), "no Done section while nothing is done")

        let checkbox = try host.checkbox("Pay the rent")
        #expect(!host.isActive(checkbox))
        host.click(checkbox)
        let done = try #require(host.position(of: "Done"))
        #expect(try #require(host.position(of: "To Do")) < #require(host.position(of: "Book tickets")))
        #expect(try #require(host.position(of: "Book tickets")) < done)
        #expect(try #require(host.position(of: "Pay the rent")) > done)
        #expect(host.isActive(try host.checkbox("Pay the rent")))
        #expect(store.done.map(\.title) == ["Pay the rent"])
        #expect(TodoStore(fileURL: folder.todosFile).done.map(\.title) == ["Pay the rent"], "saved")

        host.click(try host.checkbox("Pay the rent"))
        #expect(!host.isShown(text: "Done"))
        #expect(store.pending.map(\.title) == ["Pay the rent", "Book tickets"])
    }

    @Test("the Delete key removes the selected to-do, from the window and the file")
    func deleteKey() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Alpha", "Bravo", "Charlie"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        try host.selectRow(showing: "Bravo")
        try host.pressKeys("Delete")
        host.waitForLayout()
        #expect(!host.isShown(text: "Bravo"))
        #expect(host.isShown(text: "Alpha") && host.isShown(text: "Charlie"))
        #expect(TodoStore(fileURL: folder.todosFile).items.map(\.title) == ["Alpha", "Charlie"])
        #expect(!(try host.toolbarButton("Delete")).isSensitive, "the selection went with the row")
    }

    @Test("the toolbar's Delete button and a row's context menu remove to-dos too")
    func deleteButtonAndContextMenu() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore.holding(["Alpha", "Bravo", "Charlie"], at: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }
        try host.selectRow(showing: "Alpha")
        host.click(try host.toolbarButton("Delete"))
        #expect(!host.isShown(text: "Alpha"))
        try host.openContextMenu(on: try host.row(showing: "Charlie"))
        #expect(host.shownMenuItems.map(\.title) == ["Edit…", "Mark as Done", "Delete"])
        try host.chooseMenuItem(["Delete"])
        host.waitForLayout()
        #expect(!host.isShown(text: "Charlie"))
        #expect(store.items.map(\.title) == ["Bravo"])
    }

    @Test("searching filters both sections by title and notes; no match says so")
    func search() throws {
        let folder = try TemporaryFolder()
        let store = TodoStore(fileURL: folder.todosFile)
        store.add(TodoItem(title: "Call the plumber", notes: "Kitchen tap drips"))
        store.add(TodoItem(title: "Buy plums"))
        store.add(TodoItem(title: "Fix the kitchen light", isDone: true))
        store.add(TodoItem(title: "Water the plants"))
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }

        try host.openSearch()
        try host.typeSearch("plum")
        #expect(host.isShown(text: "Call the plumber") && host.isShown(text: "Buy plums"))
        #expect(!host.isShown(text: "Water the plants") && !host.isShown(text: "Done"))

        try host.pressKeys("BackSpace", "BackSpace", "BackSpace", "BackSpace")
        try host.typeSearch("KITCHEN")
        #expect(host.isShown(text: "Call the plumber"), "found by its notes, ignoring case")
        #expect(host.isShown(text: "Fix the kitchen light") && host.isShown(text: "Done"))
        #expect(!host.isShown(text: "Buy plums"))

        try host.typeSearch("zzz")
        #expect(host.isShown(text: "No Results for “KITCHENzzz”"))

        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Water the plants") && host.isShown(text: "Buy plums"))
    }
}
