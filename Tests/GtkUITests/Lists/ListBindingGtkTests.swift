import GtkUI
import GtkUITesting
import Testing

/// `List($items) { $item in … }` on real GTK widgets: a row's field edits its element.
@MainActor
@Suite("List over a binding on GTK", .serialized)
struct ListBindingGtkTests {
    struct Item: Identifiable {
        let id: Int
        var title: String
    }

    struct Editor: View {
        @State var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                Text(items.map(\.title).joined(separator: ", "))
                List($items) { $item in
                    TextField("Item \(item.id)", text: $item.title)
                }
            }
            .frame(width: 300, height: 300)
        }
    }

    @Test("typing in a row's field edits that element of the array")
    func typingEditsElement() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        let field = try host.field(placeholder: "Item 2")
        host.replaceText(of: field, with: "Bread")
        host.waitUntilIdle()
        #expect(host.isShown(text: "Milk, Bread"))
        #expect(try host.field(placeholder: "Item 2").text == "Bread")
        #expect(try host.field(placeholder: "Item 1").text == "Milk")
    }

    struct Todo: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct TodoRow: View {
        @Binding var todo: Todo
        var body: some View { Toggle(todo.title, isOn: $todo.isDone) }
    }

    struct Todos: View {
        @State var todos = (1...50).map { Todo(id: $0, title: "Task \($0)") }
        var body: some View {
            VStack {
                Text("\(todos.filter(\.isDone).count) done")
                ScrollView {
                    VStack { ForEach($todos) { $todo in TodoRow(todo: $todo) } }
                }
            }
            .frame(width: 300, height: 400)
        }
    }

    @Test("ticking one of 50 rows evaluates that row alone and writes one switch")
    func tickingOneRowIsFineGrained() throws {
        let host = try GtkTestHost(Todos())
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.toggle("Task 3"))
        #expect(host.isShown(text: "1 done"))
        #expect(host.statistics.bodyEvaluations(of: TodoRow.self) == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }
}
