import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `EditButton`, list styles, `.swipeActions`, `.refreshable` and `.formStyle` on real GTK
/// widgets, used as a person would.
@MainActor
@Suite("List edit mode and styles on GTK", .serialized)
struct ListEditModeGtkTests {
    struct Editor: View {
        @State var names = ["Alpha", "Bravo", "Charlie"]
        var body: some View {
            VStack {
                EditButton()
                Text("Names: " + names.joined(separator: ","))
                List {
                    ForEach(names, id: \.self) { Text($0).deleteDisabled($0 == "Charlie") }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .frame(width: 320, height: 320)
        }
    }

    @Test("Edit shows each row's delete and move buttons; clicking them edits the data; Done hides them")
    func editButtons() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        #expect(throws: (any Error).self) { try host.editButton("Delete", inRowShowing: "Alpha") }
        host.click(try host.button("Edit"))
        host.waitForLayout()
        #expect(try host.button("Done").isMapped)
        #expect(throws: (any Error).self, "Charlie is deleteDisabled") {
            try host.editButton("Delete", inRowShowing: "Charlie")
        }
        #expect(try !host.editButton("Move Up", inRowShowing: "Alpha").isSensitive, "the first row cannot move up")
        host.click(try host.editButton("Move Down", inRowShowing: "Alpha"))
        host.waitForLayout()
        #expect(host.isShown(text: "Names: Bravo,Alpha,Charlie"))
        host.click(try host.editButton("Delete", inRowShowing: "Bravo"))
        host.waitForLayout()
        #expect(host.isShown(text: "Names: Alpha,Charlie"))
        #expect(!host.isShown(text: "Bravo"))
        host.click(try host.button("Done"))
        host.waitForLayout()
        #expect(throws: (any Error).self) { try host.editButton("Delete", inRowShowing: "Alpha") }
        #expect(try host.button("Edit").isMapped)
    }

    @Test("each list style draws GNOME's list look on the GtkListView")
    func listStyles() throws {
        struct Lists: View {
            var body: some View {
                HStack {
                    List { Text("Sidebar") }.listStyle(.sidebar)
                    List { Text("Card") }.listStyle(.insetGrouped)
                    List { Text("Plain") }.listStyle(.plain)
                    List { Text("Default") }
                }
                .frame(width: 600, height: 240)
            }
        }
        let host = try GtkTestHost(Lists())
        defer { host.close() }
        #expect(try listView(showing: "Sidebar", in: host).hasCSSClass("navigation-sidebar"))
        #expect(try !listView(showing: "Sidebar", in: host).hasCSSClass("rich-list"))
        #expect(try listView(showing: "Card", in: host).hasCSSClass("gtkui-list-card"))
        #expect(try listView(showing: "Plain", in: host).hasCSSClass("rich-list"))
        #expect(try listView(showing: "Default", in: host).hasCSSClass("rich-list"))
        #expect(try !listView(showing: "Default", in: host).hasCSSClass("gtkui-list-card"))
    }

    /// The list view that holds the row showing `text`.
    private func listView(showing text: String, in host: GtkTestHost) throws -> Gtk.Widget {
        try #require(host.row(showing: text).parent)
    }

    @Test("swipe actions are the row's context menu on the desktop")
    func swipeActions() throws {
        struct Inbox: View {
            @State var archived = false
            var body: some View {
                VStack {
                    Text(archived ? "Archived" : "Inbox")
                    List {
                        Text("Message").swipeActions { Button("Archive") { archived = true } }
                    }
                }
                .frame(width: 300, height: 240)
            }
        }
        let host = try GtkTestHost(Inbox())
        defer { host.close() }
        try host.openContextMenu(on: try #require(host.label("Message")))
        #expect(host.shownMenuItems.map(\.title) == ["Archive"])
        try host.chooseMenuItem(["Archive"])
        host.waitUntilIdle()
        #expect(host.isShown(text: "Archived"))
    }

    @Test("swipe actions on both edges make one menu, leading edge first")
    func swipeActionsOnBothEdges() throws {
        struct Inbox: View {
            @State var last = "none"
            var body: some View {
                VStack {
                    Text("Last: \(last)")
                    List {
                        Text("Message")
                            .swipeActions(edge: .trailing) {
                                Button("Delete", role: .destructive) { last = "delete" }
                            }
                            .swipeActions(edge: .leading) { Button("Pin") { last = "pin" } }
                    }
                }
                .frame(width: 300, height: 240)
            }
        }
        let host = try GtkTestHost(Inbox())
        defer { host.close() }
        try host.openContextMenu(on: try #require(host.label("Message")))
        #expect(host.shownMenuItems.map(\.title) == ["Pin", "Delete"])
        try host.chooseMenuItem(["Delete"])
        host.waitUntilIdle()
        #expect(host.isShown(text: "Last: delete"))
        try host.openContextMenu(on: try #require(host.label("Message")))
        try host.chooseMenuItem(["Pin"])
        host.waitUntilIdle()
        #expect(host.isShown(text: "Last: pin"))
    }

    @Test("Ctrl+R in a refreshable list runs its action")
    func refreshable() async throws {
        final class Feed: ObservableObject {
            @Published var loads = 0
        }
        struct Reader: View {
            @ObservedObject var feed: Feed
            var body: some View {
                VStack {
                    Text("Loads: \(feed.loads)")
                    List { Text("Item") }
                        .refreshable { @MainActor in feed.loads += 1 }
                }
                .frame(width: 300, height: 240)
            }
        }
        let feed = Feed()
        let host = try GtkTestHost(Reader(feed: feed))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Item"))
        try host.press(key: "r", modifiers: .command)  // Ctrl+R
        await host.waitForTasks()
        #expect(host.isShown(text: "Loads: 1"))
    }

    @Test(".formStyle(.columns) draws the rows without the card")
    func formColumns() throws {
        let host = try GtkTestHost(Form { Toggle("Wi-Fi", isOn: .constant(true)) }.formStyle(.columns))
        defer { host.close() }
        let form = try #require(
            host.allWidgets.first { $0.typeName == "GtkScrolledWindow" && $0.hasCSSClass("gtkui-form-columns") })
        #expect(form.isMapped)
    }
}
