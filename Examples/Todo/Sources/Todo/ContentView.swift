import GtkUI

/// The main window: the to-dos in two sections, “To Do” and “Done”, with search, an add and
/// edit sheet, deletion and the store's problems shown as an alert.
struct ContentView: View {
    /// What the editor sheet is working on.
    struct EditorRequest: Identifiable {
        var item: TodoItem
        var isNew: Bool
        var id: TodoItem.ID { item.id }
    }

    @Environment(TodoStore.self) private var store
    @State private var selection: TodoItem.ID?
    @State private var searchText = ""
    @State private var editor: EditorRequest?

    var body: some View {
        content
            .navigationTitle("To-Dos")
            .toolbar { toolbar }
            .searchable(text: $searchText, prompt: "Search To-Dos")
            .sheet(item: $editor) { request in
                TodoEditor(item: request.item, isNew: request.isNew) { item in
                    if request.isNew { store.add(item) } else { store.update(item) }
                    selection = item.id
                }
            }
            .alert(
                store.problem?.title ?? "", isPresented: isShowingProblem, presenting: store.problem,
                actions: { _ in Button("OK") {} }, message: { problem in Text(problem.message) })
    }

    @ViewBuilder
    private var content: some View {
        let pending = store.pending.filter { $0.matches(searchText) }
        let done = store.done.filter { $0.matches(searchText) }
        if store.items.isEmpty {
            ContentUnavailableView(
                "No To-Dos", systemImage: "checkmark.circle",
                description: Text("Add one with the + button or Ctrl+N."))
        } else if pending.isEmpty && done.isEmpty {
            ContentUnavailableView.search(text: searchText)
        } else {
            List(selection: $selection) {
                if !pending.isEmpty {
                    Section("To Do") {
                        ForEach(pending) { row(for: $0) }
                            .onDelete { delete(at: $0, in: pending) }
                    }
                }
                if !done.isEmpty {
                    Section("Done") {
                        ForEach(done) { row(for: $0) }
                            .onDelete { delete(at: $0, in: done) }
                    }
                }
            }
            .onKeyPress(.return) {
                guard let selection else { return .ignored }
                edit(selection)
                return .handled
            }
        }
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        ToolbarItem(placement: .navigation) {
            Button("Add To-Do", systemImage: "plus", action: add)
                .labelStyle(.iconOnly)
                .keyboardShortcut("n")
                .help("Add To-Do")
        }
        ToolbarItemGroup(placement: .primaryAction) {
            Button("Edit", systemImage: "pencil") {
                if let selection { edit(selection) }
            }
            .labelStyle(.iconOnly)
            .help("Edit")
            .disabled(selectedItem == nil)
            Button("Delete", systemImage: "trash") {
                if let selection { delete([selection]) }
            }
            .labelStyle(.iconOnly)
            .help("Delete")
            .disabled(selectedItem == nil)
        }
    }

    private func row(for item: TodoItem) -> some View {
        TodoRow(item: item) { store.setDone($0, for: item.id) }
            .contextMenu {
                Button("Edit…") { edit(item.id) }
                Button(item.isDone ? "Mark as Not Done" : "Mark as Done") {
                    store.setDone(!item.isDone, for: item.id)
                }
                Divider()
                Button("Delete", role: .destructive) { delete([item.id]) }
            }
    }

    /// The selected to-do, if the selection is still in the list.
    private var selectedItem: TodoItem? { selection.flatMap(store.item(withID:)) }

    /// Binds the alert to the store's problem: dismissing the alert clears it.
    private var isShowingProblem: Binding<Bool> {
        Binding(get: { store.problem != nil }, set: { if !$0 { store.problem = nil } })
    }

    private func add() {
        editor = EditorRequest(item: TodoItem(title: ""), isNew: true)
    }

    private func edit(_ id: TodoItem.ID) {
        guard let item = store.item(withID: id) else { return }
        editor = EditorRequest(item: item, isNew: false)
    }

    /// Deletes the rows at `offsets` of a section showing `items`.
    private func delete(at offsets: IndexSet, in items: [TodoItem]) {
        delete(offsets.map { items[$0].id })
    }

    private func delete(_ ids: [TodoItem.ID]) {
        store.delete(ids)
        if let selection, ids.contains(selection) { self.selection = nil }
    }
}
