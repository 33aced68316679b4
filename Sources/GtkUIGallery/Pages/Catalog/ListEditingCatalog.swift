import GtkUI

/// An editable list: each row's field is bound to its element with `List($items)`-style
/// `ForEach($items)`; Delete removes the selected row and Alt+Up/Down reorders it; the Edit
/// button shows each row's delete and move buttons; a picker switches `.listStyle`; each row's
/// context menu holds its swipe actions; Ctrl+R runs `.refreshable`.
struct ListEditingCatalog: View {
    struct Task: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    enum Look: String, CaseIterable, Identifiable {
        case automatic = "Automatic", plain = "Plain", insetGrouped = "Inset Grouped", sidebar = "Sidebar"
        var id: Self { self }
    }

    @State private var tasks = [
        Task(id: 1, title: "Water the plants"), Task(id: 2, title: "Call the bank"),
        Task(id: 3, title: "Book train tickets"), Task(id: 4, title: "Return library books"),
    ]
    @State private var selected: Int?
    @State private var nextID = 5
    @State private var look = Look.automatic
    @State private var refreshes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("\(tasks.count) tasks: " + tasks.map(\.title).joined(separator: " · "))
                Spacer()
                Button("Add Task") {
                    tasks.append(Task(id: nextID, title: "New task \(nextID)"))
                    nextID += 1
                }
                EditButton()
            }
            HStack {
                Picker("List Style", selection: $look) {
                    ForEach(Look.allCases) { Text($0.rawValue) }
                }
                Spacer()
                Text("Refreshed \(refreshes) times (Ctrl+R)")
            }
            styled(list)
                .refreshable { @MainActor in refreshes += 1 }
        }
    }

    private var list: some View {
        List(selection: $selected) {
            ForEach($tasks) { $task in
                HStack {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    TextField("Task \(task.id)", text: $task.title)
                }
                .swipeActions {
                    Button(task.isDone ? "Mark Not Done" : "Mark Done") { task.isDone.toggle() }
                }
            }
            .onDelete { tasks.remove(atOffsets: $0) }
            .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
        }
    }

    /// `.listStyle` takes one style type, so each choice is its own list.
    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch look {
        case .automatic: list.listStyle(.automatic)
        case .plain: list.listStyle(.plain)
        case .insetGrouped: list.listStyle(.insetGrouped)
        case .sidebar: list.listStyle(.sidebar)
        }
    }
}
