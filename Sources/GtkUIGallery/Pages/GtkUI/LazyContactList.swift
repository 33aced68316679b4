import GtkUI

/// A `List` of 100,000 `@Observable` contacts in two sections, with a selection binding and a
/// pinned row that owns `@State`.
enum LazyContactList {
    @Observable
    final class Contact: Identifiable {
        let id: Int
        var name: String

        init(id: Int) {
            self.id = id
            let first = Self.firstNames[id % Self.firstNames.count]
            let last = Self.lastNames[id / Self.firstNames.count % Self.lastNames.count]
            name = first + " " + last + " " + String(id + 1)
        }

        private static let firstNames = ["Ada", "Alan", "Barbara", "Dennis", "Edsger", "Grace", "Ken", "Margaret"]
        private static let lastNames = [
            "Lovelace", "Turing", "Liskov", "Ritchie", "Dijkstra", "Hopper", "Thompson", "Hamilton",
        ]
    }

    @Observable
    final class AddressBook {
        var contacts = (0..<100_000).map(Contact.init)

        func contact(_ id: Contact.ID?) -> Contact? {
            guard let id, contacts.indices.contains(id), contacts[id].id == id else {
                return contacts.first { $0.id == id }
            }
            return contacts[id]
        }
    }

    /// A contact's row: it reads `name`, so renaming the contact re-renders this row alone.
    struct ContactRow: View {
        let contact: Contact
        var body: some View {
            Text(contact.name)
        }
    }

    /// A row that owns state: it keeps its count while scrolled off screen.
    struct CounterRow: View {
        @State private var presses = 0
        var body: some View {
            Button("Pressed \(presses) times") { presses += 1 }
        }
    }

    struct ContentView: View {
        @State private var book = AddressBook()
        @State private var selection: Contact.ID?

        var body: some View {
            VStack(alignment: .leading) {
                Text("Selected: \(book.contact(selection)?.name ?? "nobody")")
                Button("Rename selected") {
                    if let contact = book.contact(selection) { contact.name += " (renamed)" }
                }
                List(selection: $selection) {
                    Section("Pinned") { CounterRow() }
                    Section("Contacts") {
                        ForEach(book.contacts) { ContactRow(contact: $0) }
                    }
                }
                .frame(height: 360)
            }
        }
    }
}
