import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Todo

/// The list's JSON file: what one store writes the next one reads, and a file that cannot be
/// read is reported and kept, never overwritten.
@MainActor
@Suite("To-do persistence", .serialized)
struct TodoPersistenceTests {
    @Test("a new store reads back everything the last one wrote, in order")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let first = TodoStore(fileURL: folder.todosFile)
        #expect(first.items.isEmpty && first.problem == nil, "no file yet: an empty list, nothing to report")
        let due = try #require(Calendar.current.date(from: DateComponents(year: 2030, month: 5, day: 1)))
        first.add(TodoItem(title: "Renew passport", notes: "Photos in the drawer", priority: .high, dueDate: due))
        first.add(TodoItem(title: "Water the plants", priority: .low))
        first.add(TodoItem(title: "Return library books"))
        first.setDone(true, for: first.items[2].id)
        var edited = first.items[1]
        edited.notes = "The fern first"
        first.update(edited)
        first.delete([first.items[0].id])
        first.add(TodoItem(title: "Renew passport again", dueDate: due))

        let second = TodoStore(fileURL: folder.todosFile)
        #expect(second.problem == nil)
        #expect(second.items == first.items)
        #expect(second.items.map(\.title) == ["Water the plants", "Return library books", "Renew passport again"])
        #expect(second.done.map(\.title) == ["Return library books"])
        #expect(second.items[2].dueDate == due)
        #expect(try folder.filesBesideTodos() == ["todos.json"], "atomic writes leave no temporary files")
    }

    @Test("what the window adds is what the next launch shows")
    func roundTripThroughWindow() throws {
        let folder = try TemporaryFolder()
        do {
            let host = try GtkTestHost(todoStore: TodoStore(fileURL: folder.todosFile))
            defer { host.close() }
            host.click(try host.toolbarButton("Add To-Do"))
            host.type("Plan the trip", into: try host.field(placeholder: "Title"))
            host.click(try host.toolbarButton("Save"))
        }
        let relaunched = try GtkTestHost(todoStore: TodoStore(fileURL: folder.todosFile))
        defer { relaunched.close() }
        #expect(relaunched.isShown(text: "Plan the trip"))
        #expect(relaunched.alert == nil)
    }

    @Test("a damaged file is set aside with its bytes intact and reported; the list starts empty")
    func corruptFileSetAside() throws {
        let folder = try TemporaryFolder()
        let damaged = Data(#"{"version": 1, "items": [{"title": "Half a to-"#.utf8)
        try FileManager.default.createDirectory(
            at: folder.todosFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try damaged.write(to: folder.todosFile)

        let store = TodoStore(fileURL: folder.todosFile)
        let host = try GtkTestHost(todoStore: store)
        defer { host.close() }

        let files = try folder.filesBesideTodos()
        #expect(files.count == 1)
        let setAside = try #require(files.first)
        #expect(setAside.hasPrefix("todos.json.corrupt-"))
        let setAsideURL = folder.todosFile.deletingLastPathComponent().appendingPathComponent(setAside)
        #expect(try Data(contentsOf: setAsideURL) == damaged, "the original bytes are kept")

        let alert = try #require(host.alert, "the problem is shown, not swallowed")
        #expect(alert.title == "Your To-Dos Could Not Be Read")
        #expect(alert.message?.contains(setAsideURL.path) == true, "it says where the file went")
        #expect(alert.buttonTitles == ["OK"])
        try host.tapAlertButton("OK")
        #expect(host.alert == nil)
        #expect(host.isShown(text: "No To-Dos"))

        // The app carries on: a new list is saved beside the set-aside file, which stays.
        host.click(try host.toolbarButton("Add To-Do"))
        host.type("Start over", into: try host.field(placeholder: "Title"))
        host.click(try host.toolbarButton("Save"))
        #expect(try folder.filesBesideTodos() == ["todos.json", setAside])
        #expect(try Data(contentsOf: setAsideURL) == damaged)
        #expect(TodoStore(fileURL: folder.todosFile).items.map(\.title) == ["Start over"])
    }

    @Test("a file from a newer version is reported and never written over")
    func newerFileKept() throws {
        let folder = try TemporaryFolder()
        let newer = Data(#"{"version": 2, "items": [], "tags": ["home"]}"#.utf8)
        try FileManager.default.createDirectory(
            at: folder.todosFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try newer.write(to: folder.todosFile)

        let store = TodoStore(fileURL: folder.todosFile)
        #expect(store.problem?.title == "To-Dos From a Newer Version")
        store.add(TodoItem(title: "Kept in memory only"))
        #expect(try Data(contentsOf: folder.todosFile) == newer)
        #expect(try folder.filesBesideTodos() == ["todos.json"])
    }

    @Test("the file lives in $XDG_DATA_HOME, or ~/.local/share when it is unset or relative")
    func defaultLocation() {
        #expect(
            TodoStore.defaultFileURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).path
                == "/data/io.github.gtkui.Todo/todos.json")
        #expect(
            TodoStore.defaultFileURL(environment: ["HOME": "/home/ada"]).path
                == "/home/ada/.local/share/io.github.gtkui.Todo/todos.json")
        #expect(
            TodoStore.defaultFileURL(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ada"]).path
                == "/home/ada/.local/share/io.github.gtkui.Todo/todos.json")
    }
}
