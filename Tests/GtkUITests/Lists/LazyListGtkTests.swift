import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `List` on real GTK widgets: a `GtkListView` whose rows exist only while they are shown.
@MainActor
@Suite("List on GTK", .serialized)
struct LazyListGtkTests {
    @Observable
    final class Item: Identifiable {
        let id: Int
        var name: String
        init(id: Int) {
            self.id = id
            self.name = "Row \(id)"
        }
    }

    @Observable
    final class Store {
        var items: [Item]
        init(count: Int) { items = (0..<count).map(Item.init) }
    }

    /// A row with state: a tap counter beside the item's name.
    struct CounterRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            HStack {
                Text(item.name)
                Button("Taps: \(taps) (\(item.id))") { taps += 1 }
            }
        }
    }

    struct Screen: View {
        let store: Store
        @State var selected: Int?
        var body: some View {
            VStack {
                Text("Selected: \(selected.map(String.init) ?? "none")")
                List(store.items, selection: $selected) { CounterRow(item: $0) }
                    .frame(width: 400, height: 300)
                Button("Select 1") { selected = 1 }
            }
        }
    }

    /// The rows the list view has bound: GTK 4.8's `GtkListView` keeps about 200 list items
    /// around the visible ones (205 here), however long the model is.
    private func boundRows(_ host: GtkTestHost) throws -> Int {
        try #require(host.scrolledList().children.first).children.count
    }

    @Test("a 100,000-row list opens with widgets for its first rows only, and scrolls to the last")
    func hundredThousandRows() throws {
        let host = try GtkTestHost(Screen(store: Store(count: 100_000)))
        defer { host.close() }
        #expect(host.isShown(text: "Row 0"))
        #expect(host.isShown(text: "Row 3"))
        #expect(!host.isShown(text: "Row 99999"))
        #expect(try boundRows(host) <= 250, "rows exist for the screen and GTK's margin, not for 100,000")
        #expect(host.statistics.bodyEvaluations(of: CounterRow.self) <= 250)

        host.scrollToEnd(try host.scrolledList())
        #expect(host.isShown(text: "Row 99999"))
        #expect(!host.isShown(text: "Row 0"))
        #expect(try boundRows(host) <= 250)
    }

    @Test("changing an @Observable row's name updates its label")
    func observableRowUpdates() throws {
        let store = Store(count: 1000)
        let host = try GtkTestHost(Screen(store: store))
        defer { host.close() }
        host.statistics.reset()
        store.items[2].name = "Renamed"
        host.waitUntilIdle()
        #expect(host.isShown(text: "Renamed"))
        #expect(!host.isShown(text: "Row 2"))
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("a row's @State survives scrolling it away and back")
    func stateSurvivesScrolling() throws {
        let host = try GtkTestHost(Screen(store: Store(count: 1000)))
        defer { host.close() }
        host.click(try host.button("Taps: 0 (1)"))
        host.click(try host.button("Taps: 1 (1)"))
        #expect(host.isShown(text: "Taps: 2 (1)"))
        let list = try host.scrolledList()
        host.scroll(list, toFraction: 0.5)
        #expect(!host.isShown(text: "Row 1"))
        host.scroll(list, toFraction: 0)
        #expect(host.isShown(text: "Taps: 2 (1)"))
        #expect(host.isShown(text: "Taps: 0 (2)"))
    }

    @Test("inserting, moving and removing elements keeps each row's state and re-evaluates no other row")
    func changesKeepState() throws {
        let store = Store(count: 1000)
        let host = try GtkTestHost(Screen(store: store))
        defer { host.close() }
        host.click(try host.button("Taps: 0 (1)"))
        host.statistics.reset()
        store.items.insert(Item(id: 5000), at: 0)
        host.waitForLayout()
        #expect(host.shownTexts.prefix(5) == ["Selected: none", "Row 5000", "Taps: 0 (5000)", "Row 0", "Taps: 0 (0)"])
        #expect(host.isShown(text: "Taps: 1 (1)"))
        #expect(host.statistics.bodyEvaluations(of: CounterRow.self) == 1, "only the new row is built")
        #expect(host.statistics.structuralChanges == 1)

        let moved = store.items.remove(at: 2)
        store.items.insert(moved, at: 0)
        host.waitForLayout()
        // GTK keeps the row that was at the top in place, so a row inserted above it is above
        // the viewport until the list is scrolled up.
        host.scroll(try host.scrolledList(), toFraction: 0)
        #expect(host.shownTexts.prefix(3) == ["Selected: none", "Row 1", "Taps: 1 (1)"])
        store.items.removeFirst()
        host.waitForLayout()
        #expect(!host.isShown(text: "Row 1"))
        #expect(host.shownTexts.prefix(3) == ["Selected: none", "Row 5000", "Taps: 0 (5000)"])
    }

    @Test("clicking a row selects it and writes the binding; writing the binding selects the row")
    func selectionBothWays() throws {
        let host = try GtkTestHost(Screen(store: Store(count: 100)))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Row 4"))
        #expect(host.isShown(text: "Selected: 4"))
        #expect(try host.row(showing: "Row 4").isSelected)

        host.click(try host.button("Select 1"))
        #expect(host.isShown(text: "Selected: 1"))
        #expect(try host.row(showing: "Row 1").isSelected)
        #expect(try !host.row(showing: "Row 4").isSelected)
    }

    @Test("moving the selection with the keyboard writes the binding")
    func keyboardSelection() throws {
        let host = try GtkTestHost(Screen(store: Store(count: 100)))
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Row 2"))
        #expect(host.isShown(text: "Selected: 2"))
        try host.pressKeys("Down", "Down")
        #expect(host.isShown(text: "Selected: 4"))
        #expect(try host.row(showing: "Row 4").isSelected)
    }

    @Test("a list row is as tall as the same label in a plain GtkListBox row")
    func rowHeightMatchesPlainGtk() throws {
        let host = try GtkTestHost(List(0..<3) { Text("Row \($0)") })
        defer { host.close() }
        let lazyRow = try host.row(showing: "Row 1")

        let window = Gtk.Window()
        let listBox = Gtk.ListBox()
        listBox.addCSSClass("rich-list")
        listBox.insert(Gtk.Label("Row 1"), at: 0)
        window.setChild(listBox)
        window.present()
        host.waitUntilIdle()
        defer { window.destroy() }
        let plainRow = try #require(listBox.children.first)
        #expect(lazyRow.renderedSize.height == plainRow.renderedSize.height)
    }

    @Test("closing a window with a list releases every row, wrapper and signal handler")
    func closingReleasesEverything() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(List(0..<3) { Text("Warm up \($0)") }).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Screen(store: Store(count: 10_000)))
            host.click(try host.button("Taps: 0 (1)"))
            let list = try host.scrolledList()
            host.scroll(list, toFraction: 0.5)
            try host.clickPointer(on: try host.row(showing: host.shownTexts.first { $0.hasPrefix("Row ") } ?? ""))
            host.scroll(list, toFraction: 0)
            #expect(Gtk.Object.liveCount > wrappers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
