import GtkUI

/// Views made into accessibility elements: a contact card read as one line, star ratings read
/// by a label instead of their glyphs, playback buttons in a named group, and notes that offer
/// a Delete action to the keyboard and screen readers.
struct AccessibilityElementsCatalog: View {
    static let allNotes = ["Buy milk", "Call Ada", "Water the plants"]
    @State private var isOnline = true
    @State private var notes = allNotes
    @State private var lastPlayed = "Nothing played"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Elements").font(.title3)
            HStack(spacing: 8) {
                Image(systemName: "person.crop.circle").accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Ada Lovelace")
                    Text(isOnline ? "Online" : "Away")
                }
                Toggle("Available", isOn: $isOnline)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction { isOnline.toggle() }
            HStack(spacing: 2) {
                Text("★")
                Text("★")
                Text("★")
                Text("☆")
            }
            .accessibilityElement()
            .accessibilityLabel("Rated 3 of 4")
            HStack(spacing: 8) {
                Button("Play") { lastPlayed = "Played" }
                Button("Skip") { lastPlayed = "Skipped" }
                Text(lastPlayed)
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Playback")
            VStack(alignment: .leading, spacing: 4) {
                ForEach(notes, id: \.self) { note in
                    HStack {
                        Image(systemName: "note.text").accessibilityHidden(true)
                        Text(note)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Delete") { notes.removeAll { $0 == note } }
                }
                Text(notes.count == Self.allNotes.count ? "All notes" : "\(notes.count) notes left")
            }
            .accessibilityAction(.escape) { notes = Self.allNotes }
        }
    }
}
