import GtkUI

/// Toolbar items at every header bar position: a notes list whose items add notes and open a
/// compose sheet with its own Cancel and Send, and a note page whose items (a principal
/// switcher, a destructive Delete) replace the list's while it is on top.
struct ToolbarsCatalog: View {
    @State private var notes = ["Groceries", "Ideas"]
    @State private var composing = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("\(notes.count) notes").font(.headline)
                ForEach(notes, id: \.self) { note in
                    NavigationLink {
                        NotePage(title: note) { notes.removeAll { $0 == note } }
                    } label: {
                        Text(note)
                    }
                }
            }
            .padding()
            .navigationTitle("Toolbars")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button("Compose") { composing = true }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note \(notes.count + 1)") { notes.append("Note \(notes.count + 1)") }
                }
                ToolbarItem {
                    Button {
                        notes.sort()
                    } label: {
                        Label("Sort Notes", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .sheet(isPresented: $composing) {
                Text("A new message").padding()
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Send") { composing = false } }
                    }
            }
        }
    }
}

/// One note, with a principal switcher between its text and its details and a Delete action.
private struct NotePage: View {
    let title: String
    let delete: () -> Void
    @State private var showsDetails = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(showsDetails ? "Created today" : "The text of \(title)")
            .padding()
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("View", selection: $showsDetails) {
                        Text("Note").tag(false)
                        Text("Details").tag(true)
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Delete") {
                        delete()
                        dismiss()
                    }
                }
            }
    }
}
