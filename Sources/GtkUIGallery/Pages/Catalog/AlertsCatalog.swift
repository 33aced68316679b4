import GtkUI

/// Alerts with a destructive choice, with only an OK button and about a chosen item
/// (`presenting:`); a confirmation dialog with stacked choices; a log of what ran.
struct AlertsCatalog: View {
    struct Note: Identifiable {
        let id: Int
        let title: String
    }

    @State private var log: [String] = []
    @State private var confirmsDelete = false
    @State private var showsInfo = false
    @State private var asksToDiscard = false
    @State private var asksAboutNote = false
    @State private var chosenNote: Note?

    private let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Talk outline")]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Last: \(log.last ?? "nothing yet")").font(.headline)
            HStack {
                Button("Delete Notes…", role: .destructive) { confirmsDelete = true }
                Button("About") { showsInfo = true }
                Button("Discard Changes…") { asksToDiscard = true }
            }
            ForEach(notes) { note in
                Button("Delete “\(note.title)”…") {
                    chosenNote = note
                    asksAboutNote = true
                }
            }
            Text("\(log.count) answers so far").foregroundStyle(.secondary)
        }
        .padding()
        .alert("Delete all notes?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { log.append("deleted all notes") }
            Button("Cancel", role: .cancel) { log.append("kept the notes") }
        } message: {
            Text("The notes are removed from this computer. This cannot be undone.")
        }
        .alert("GtkUI Gallery", isPresented: $showsInfo) {
        } message: {
            Text("SwiftUI code on native GTK 4 widgets.")
        }
        .confirmationDialog("Discard your changes?", isPresented: $asksToDiscard, titleVisibility: .visible) {
            Button("Discard", role: .destructive) { log.append("discarded") }
            Button("Save") { log.append("saved") }
        } message: {
            Text("You edited the note since it was last saved.")
        }
        .alert("Delete note?", isPresented: $asksAboutNote, presenting: chosenNote) { note in
            Button("Delete “\(note.title)”", role: .destructive) { log.append("deleted \(note.title)") }
            Button("Cancel", role: .cancel) {}
        } message: { note in
            Text("“\(note.title)” is removed from all your devices.")
        }
    }
}
