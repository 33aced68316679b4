import GtkUI

/// An editable list: each row's field is bound to its element with `List($items)`-style
/// `ForEach($items)`, Delete removes the selected row and Alt+Up/Down reorders it.
struct ListEditingCatalog: View {
    struct Task: Identifiable {
        let id: Int
        var title: String
    }

    @State private var tasks = [
        Task(id: 1, title: "Water the plants"), Task(id: 2, title: "Call the bank"),
        Task(id: 3, title: "Book train tickets"), Task(id: 4, title: "Return library books"),
    ]
    @State private var selected: Int?
    @State private var nextID = 5

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("\(tasks.count) tasks: " + tasks.map(\.title).joined(separator: " · "))
                Spacer()
                Button("Add Task") {
                    tasks.append(Task(id: nextID, title: "New task \(nextID)"))
                    nextID += 1
                }
            }
            List(selection: $selected) {
                ForEach($tasks) { $task in
                    TextField("Task \(task.id)", text: $task.title)
                }
                .onDelete { tasks.remove(atOffsets: $0) }
                .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}
