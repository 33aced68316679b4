import Foundation
import GtkUI
import GtkUITesting
import Testing

/// The js-framework-benchmark operations cost GtkUI no more GTK work than a hand-written GTK
/// program does: the same property writes, no widget created, and only the moves the change
/// needs.
///
/// The hand-written program (Benchmarks/GtkBaseline) sets one label's text per updated row,
/// swaps one CSS class on each of the two rows whose selection changes, moves two boxes for a
/// swap and removes one box (its five widgets) for a remove.
@MainActor
@Suite("Row operation counts", .serialized)
struct RowOperationCountTests {
    @Observable final class Row: Identifiable {
        let id: Int
        var label: String
        var isSelected = false

        init(id: Int, label: String) {
            self.id = id
            self.label = label
        }
    }

    @Observable final class Store {
        var rows: [Row]
        init(count: Int) { rows = (1...count).map { Row(id: $0, label: "pretty red table \($0)") } }
    }

    struct RowView: View {
        let row: Row
        let store: Store

        var body: some View {
            HStack {
                Text(String(row.id))
                Text(row.label)
                Button("x") { store.rows.removeAll { $0 === row } }
            }
            .background(row.isSelected ? Color.accentColor.opacity(0.3) : Color.clear)
        }
    }

    struct Table: View {
        let store: Store

        var body: some View {
            VStack {
                ForEach(store.rows) { RowView(row: $0, store: store) }
            }
        }
    }

    private func mount(_ count: Int = 100) throws -> (GtkTestHost, Store) {
        let store = Store(count: count)
        let host = try GtkTestHost(Table(store: store))
        host.statistics.reset()
        return (host, store)
    }

    /// The labels in the window, top to bottom, that show a row's id.
    private func shownIDs(_ host: GtkTestHost) -> [String] {
        host.shownTexts.filter { Int($0) != nil }
    }

    @Test("a row is five widgets, as in the hand-written program: box, two labels, button, its label")
    func rowIsFiveWidgets() throws {
        let (host, store) = try mount(10)
        defer { host.close() }
        store.rows.append(Row(id: 11, label: "new"))
        host.waitUntilIdle()
        #expect(host.statistics.widgetsCreated == 5)
        // What the hand-written program passes to constructors, plus the button's accessible name.
        #expect(host.statistics.writes(of: "Label.text") == 3, "the id, the label and the button's x")
        #expect(host.statistics.writes(of: "Box.spacing") == 1)
        #expect(host.statistics.writes(of: "Decoration.css") == 0, "an unselected row's clear background draws nothing")
        #expect(host.statistics.writes(of: "Button.accessibleName") == 1)
        #expect(host.statistics.widgetWrites == 5)
    }

    @Test("a row is exactly as tall as the same widgets put together by hand")
    func rowHeightMatchesPlainGTK() throws {
        let (host, _) = try mount(3)
        defer { host.close() }
        let rowBox = try #require(host.label("pretty red table 2")?.parent)
        // The hand-written row: a box with 8 px spacing, two labels and a button labelled x.
        let plain = Gtk.Box(orientation: .horizontal, spacing: 8)
        plain.append(Gtk.Label("2"))
        plain.append(Gtk.Label("pretty red table 2"))
        plain.append(Gtk.Button(label: "x"))
        let column = try #require(rowBox.parent as? Gtk.Box)
        column.append(plain)
        defer { column.remove(plain) }
        // Nothing of GtkUI's is pending, so let GTK lay the new box out in its next frame.
        for _ in 0..<500 where plain.renderedSize.height == 0 {
            Gtk.MainLoop.iterate()
            usleep(2_000)
        }
        #expect(rowBox.renderedSize.height == plain.renderedSize.height)
    }

    @Test("updating every 10th label writes one label text per updated row and creates nothing")
    func updateEveryTenth() throws {
        let (host, store) = try mount()
        defer { host.close() }
        for index in stride(from: 0, to: store.rows.count, by: 10) { store.rows[index].label += " !!!" }
        host.waitUntilIdle()
        #expect(host.statistics.widgetWrites == 10)
        #expect(host.statistics.writes(of: "Label.text") == 10)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.bodyEvaluations == 10)
        #expect(host.isShown(text: "pretty red table 11 !!!"))
    }

    @Test("selecting a row, then another, swaps one style on each changed row")
    func select() throws {
        let (host, store) = try mount()
        defer { host.close() }
        store.rows[4].isSelected = true
        host.waitUntilIdle()
        #expect(host.statistics.widgetWrites == 1)
        host.statistics.reset()
        store.rows[4].isSelected = false
        store.rows[7].isSelected = true
        host.waitUntilIdle()
        #expect(host.statistics.widgetWrites == 2)
        #expect(host.statistics.writes(of: "Decoration.css") == 2)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.bodyEvaluations == 2)
    }

    @Test("swapping two rows moves two boxes and writes nothing")
    func swap() throws {
        let (host, store) = try mount()
        defer { host.close() }
        store.rows.swapAt(1, 98)
        host.waitUntilIdle()
        #expect(host.statistics.childMoves == 2)
        #expect(host.statistics.widgetWrites == 0)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.bodyEvaluations == 1, "only the table's body; no row is evaluated again")
        let ids = shownIDs(host)
        #expect(ids[1] == "99" && ids[98] == "2" && ids.count == 100)
    }

    @Test("removing a row with its x button destroys its five widgets and touches no other")
    func remove() throws {
        let (host, store) = try mount()
        defer { host.close() }
        let buttons = host.allWidgets.compactMap { $0 as? Gtk.Button }
        host.click(buttons[2])
        #expect(store.rows.count == 99)
        #expect(host.statistics.widgetsDestroyed == 5)
        #expect(host.statistics.widgetWrites == 0)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.childMoves == 0)
        #expect(!shownIDs(host).contains("3"))
    }

    @Test("appending, inserting, removing and clearing rows keep the box in model order and move nothing")
    func appendRemoveClear() throws {
        let (host, store) = try mount(10)
        defer { host.close() }
        store.rows += (11...15).map { Row(id: $0, label: "appended \($0)") }
        host.waitUntilIdle()
        #expect(shownIDs(host) == (1...15).map(String.init))
        #expect(host.statistics.widgetsCreated == 25, "five widgets per appended row")
        #expect(host.statistics.childMoves == 0)

        host.statistics.reset()
        store.rows.removeAll { [2, 7, 15].contains($0.id) }
        host.waitUntilIdle()
        #expect(shownIDs(host) == [1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14].map(String.init))
        #expect(host.statistics.widgetsDestroyed == 15)
        #expect(host.statistics.childMoves == 0)
        #expect(host.statistics.widgetWrites == 0)

        // Inserting in the middle while removing and appending moves nothing either.
        host.statistics.reset()
        store.rows.removeFirst()
        store.rows.insert(Row(id: 17, label: "middle"), at: 4)
        store.rows.append(Row(id: 16, label: "last"))
        host.waitUntilIdle()
        #expect(shownIDs(host) == [3, 4, 5, 6, 17, 8, 9, 10, 11, 12, 13, 14, 16].map(String.init))
        #expect(host.statistics.childMoves == 0)

        // A move is found through the table of old positions: one box moves.
        host.statistics.reset()
        store.rows.append(store.rows.removeFirst())
        host.waitUntilIdle()
        #expect(shownIDs(host) == [4, 5, 6, 17, 8, 9, 10, 11, 12, 13, 14, 16, 3].map(String.init))
        #expect(host.statistics.childMoves == 1)

        store.rows = []
        host.waitUntilIdle()
        #expect(shownIDs(host).isEmpty)
        store.rows = [Row(id: 20, label: "again")]
        host.waitUntilIdle()
        #expect(shownIDs(host) == ["20"])
    }
}
