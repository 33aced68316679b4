import GtkUI

/// A small to-do list: sections for what is left and what is done, search, an add and edit
/// sheet, and the list kept in `$XDG_DATA_HOME/io.github.gtkui.Todo/todos.json`.
@main
struct TodoApp: App {
    static var applicationID: String { "io.github.gtkui.Todo" }

    @State private var store = TodoStore(fileURL: TodoStore.defaultFileURL())

    var body: some Scene {
        WindowGroup("To-Dos") {
            ContentView()
                .environment(store)
        }
        .defaultSize(width: 480, height: 600)
    }
}
