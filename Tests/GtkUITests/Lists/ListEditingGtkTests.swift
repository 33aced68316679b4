import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Deleting and moving `List` rows from the keyboard on real GTK widgets.
@MainActor
@Suite("List editing on GTK", .serialized)
struct ListEditingGtkTests {
    struct Editor: View {
        @State var names = ["Alpha", "Bravo", "Charlie"]
        @State var selected: String?
        var body: some View {
            VStack {
                Text("Names: " + names.joined(separator: ","))
                List(selection: $selected) {
                    ForEach(names, id: \.self) { Text($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .frame(width: 300, height: 300)
        }
    }

    @Test("selecting a row and pressing Delete removes its element")
    func deleteKey() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Bravo"))
        try host.pressKeys("Delete")
        host.waitUntilIdle()
        #expect(host.isShown(text: "Names: Alpha,Charlie"))
        #expect(!host.isShown(text: "Bravo"))
    }

    @Test("Alt+Down moves the selected row one place down")
    func altDown() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Alpha"))
        try host.press(key: .downArrow, modifiers: .option)
        host.waitUntilIdle()
        #expect(host.isShown(text: "Names: Bravo,Alpha,Charlie"))
        try host.press(key: .upArrow, modifiers: .option)
        host.waitUntilIdle()
        #expect(host.isShown(text: "Names: Alpha,Bravo,Charlie"))
    }
}
