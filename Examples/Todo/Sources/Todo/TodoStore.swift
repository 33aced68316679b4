import GtkUI

/// The to-do list: the items, in order, kept in a JSON file.
///
/// The store reads its file when it is created and writes it after every change. A file it
/// cannot understand is moved aside (`todos.json.corrupt-<timestamp>`) and reported through
/// ``problem``, never overwritten; one it cannot even move is left alone and nothing is saved
/// over it.
@MainActor @Observable
final class TodoStore {
    /// Something the person should be told about the file.
    struct Problem: Identifiable, Equatable {
        let id = UUID()
        /// A short headline, for an alert's title.
        let title: String
        /// What happened and what the app did about it.
        let message: String
    }

    /// Every to-do, in the order they were added.
    private(set) var items: [TodoItem] = []
    /// The latest problem reading or writing the file, until the person dismisses it.
    var problem: Problem?

    /// Where the list is kept.
    let fileURL: URL
    /// False once the file could not be read or moved aside: saving would overwrite it.
    @ObservationIgnored private var savesChanges = true

    /// Creates the store and loads the list kept at `fileURL` (none there: an empty list).
    init(fileURL: URL) {
        self.fileURL = fileURL
        load()
    }

    /// `$XDG_DATA_HOME/io.github.gtkui.Todo/todos.json`, or under `~/.local/share` when
    /// `XDG_DATA_HOME` is unset or not an absolute path (as the XDG spec says).
    static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let dataHome: URL
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            dataHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
        }
        return dataHome.appendingPathComponent(TodoApp.applicationID).appendingPathComponent("todos.json")
    }

    /// The to-dos still to do, in order.
    var pending: [TodoItem] { items.filter { !$0.isDone } }
    /// The to-dos that are done, in order.
    var done: [TodoItem] { items.filter(\.isDone) }

    /// The to-do with `id`, if it is still in the list.
    func item(withID id: TodoItem.ID) -> TodoItem? { items.first { $0.id == id } }

    /// Adds `item` at the end of the list.
    func add(_ item: TodoItem) {
        items.append(item)
        save()
    }

    /// Replaces the to-do with the same id by `item`; does nothing if it was deleted meanwhile.
    func update(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }), items[index] != item else { return }
        items[index] = item
        save()
    }

    /// Marks the to-do with `id` done or not done, which moves it between the list's sections.
    func setDone(_ isDone: Bool, for id: TodoItem.ID) {
        guard var item = item(withID: id) else { return }
        item.isDone = isDone
        update(item)
    }

    /// Removes the to-dos whose ids are in `ids`.
    func delete(_ ids: some Sequence<TodoItem.ID>) {
        let ids = Set(ids)
        let before = items.count
        items.removeAll { ids.contains($0.id) }
        if items.count != before { save() }
    }

    private func load() {
        let file = TodoFile(url: fileURL)
        do {
            items = try file.read() ?? []
        } catch {
            switch error {
            case .corrupt(let reason):
                setAside(file, because: reason)
            case .unreadable(let reason):
                stopSaving(
                    title: "Could Not Open Your To-Dos",
                    message: "\(fileURL.path) could not be read (\(reason)).")
            case .newerVersion(let version):
                stopSaving(
                    title: "To-Dos From a Newer Version",
                    message: "\(fileURL.path) was written by a newer version of Todo (format \(version)).")
            }
        }
    }

    /// Moves a file that is not a to-do list out of the way so the app starts empty without
    /// destroying it, and says where it went.
    private func setAside(_ file: TodoFile, because reason: String) {
        do {
            let destination = try file.setAside()
            problem = Problem(
                title: "Your To-Dos Could Not Be Read",
                message: "\(file.url.lastPathComponent) is damaged: \(reason). It was set aside as "
                    + "\(destination.path), and the list starts empty.")
        } catch {
            stopSaving(
                title: "Your To-Dos Could Not Be Read",
                message: "\(file.url.path) is damaged (\(reason)) and could not be set aside "
                    + "(\(error.localizedDescription)).")
        }
    }

    /// Keeps the file as it is: changes stay in memory only, and the person is told why.
    private func stopSaving(title: String, message: String) {
        savesChanges = false
        problem = Problem(
            title: title, message: message + " Your changes will not be saved, so the file is left as it is.")
    }

    private func save() {
        guard savesChanges else { return }
        do {
            try TodoFile(url: fileURL).write(items)
        } catch {
            problem = Problem(
                title: "Could Not Save Your To-Dos",
                message: "Writing \(fileURL.path) failed: \(error.localizedDescription).")
        }
    }
}
