import Foundation
import GtkUI
import GtkUITesting

@testable import Todo

/// A folder of its own under the system's temporary folder, removed when the test ends, so no
/// test touches the person's real `~/.local/share`.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TodoTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Where the store keeps its list: inside a folder that does not exist yet, as on a first
    /// launch.
    var todosFile: URL { url.appendingPathComponent("io.github.gtkui.Todo/todos.json") }

    /// The names of the files beside `todosFile`.
    func filesBesideTodos() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: todosFile.deletingLastPathComponent().path).sorted()
    }
}

@MainActor
extension GtkTestHost {
    /// Mounts the app's window content over `store`, at the app's default window size.
    convenience init(todoStore store: TodoStore) throws {
        try self.init(ContentView().environment(store).frame(width: 480, height: 600), title: "To-Dos")
    }

    /// Selects the row showing `title` by clicking it with the real pointer, as a person does.
    func selectRow(showing title: String) throws {
        try clickPointer(on: try row(showing: title))
        waitUntilIdle()
    }

    /// Where `text` is among the texts shown, top to bottom; nil when it is not shown.
    func position(of text: String) -> Int? { shownTexts.firstIndex(of: text) }
}

@MainActor
extension TodoStore {
    /// A store at `url` holding `titles` as to-dos, saved to its file.
    static func holding(_ titles: [String], at url: URL) -> TodoStore {
        let store = TodoStore(fileURL: url)
        for title in titles { store.add(TodoItem(title: title)) }
        return store
    }
}
