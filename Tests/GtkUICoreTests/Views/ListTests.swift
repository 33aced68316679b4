import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `List` builds nodes only for the rows its viewport shows, keeps each row's state by the
/// element's id while it scrolls away, and turns data changes into model splices.
@MainActor
@Suite("List")
struct ListTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @Observable
    final class Store {
        var items: [Item]
        init(count: Int) { items = (0..<count).map { Item(id: $0, name: "Item \($0)") } }
    }

    /// A row with state of its own: a button whose label counts taps.
    struct Row: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Button("\(item.name) \(taps)") { taps += 1 }
        }
    }

    /// A row without state: a label.
    struct PlainRow: View {
        let item: Item
        var body: some View { Text(item.name) }
    }

    struct StatefulList: View {
        var store: Store
        var body: some View { List(store.items) { Row(item: $0) } }
    }

    struct PlainList: View {
        var store: Store
        var body: some View { List(store.items) { PlainRow(item: $0) } }
    }

    private func list(in host: CoreHost) throws -> TestWidget {
        try #require(host.root.find("LazyList"))
    }

    @Test("only the rows in the viewport get nodes and bodies")
    func rowsBoundLazily() throws {
        let host = CoreHost(StatefulList(store: Store(count: 1000)))
        let list = try list(in: host)
        #expect(list.rowCount == 1000)
        #expect(list.boundRowPositions == Array(0..<10))
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 10)
        #expect(host.texts == (0..<10).map { "Item \($0) 0" })
        #expect(host.graph.lazyRowNodeCount == 10)
    }

    @Test("100,000 elements open with nodes and widgets for the viewport only")
    func hundredThousandRows() throws {
        let host = CoreHost(PlainList(store: Store(count: 100_000)))
        let list = try list(in: host)
        #expect(list.rowCount == 100_000)
        #expect(list.lazySplices == [LazyListSplice(position: 0, removedCount: 0, addedCount: 100_000)])
        #expect(host.statistics.bodyEvaluations(of: PlainRow.self) == 10)
        #expect(host.statistics.widgetsCreated == 12, "the window's column, the list and a label per visible row")
        #expect(host.graph.lazyRowNodeCount == 10)

        host.statistics.reset()
        list.scrollRows(to: 99_990)
        host.settle()
        #expect(host.texts.last == "Item 99999")
        #expect(host.statistics.widgetsCreated == 0, "the labels scrolled away are recycled")
        #expect(host.graph.lazyRowNodeCount <= 26, "ten bound rows and a small pool")
    }

    @Test("a row's @State survives scrolling it away and back, by id")
    func stateSurvivesScrolling() throws {
        let host = CoreHost(StatefulList(store: Store(count: 100)))
        let list = try list(in: host)
        host.button("Item 3 0").click()
        host.settle()
        #expect(host.texts[3] == "Item 3 1")

        list.scrollRows(to: 50)
        host.settle()
        #expect(!host.texts.contains("Item 3 1"))
        #expect(host.graph.lazyRowNodeCount == 20, "ten bound rows and ten parked with their @State")

        host.statistics.reset()
        list.scrollRows(to: 0)
        host.settle()
        #expect(host.texts[3] == "Item 3 1")
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 0, "parked rows come back without re-evaluating")
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("a stateless row's widgets are recycled for the row that appears")
    func statelessRowsRecycle() throws {
        let host = CoreHost(PlainList(store: Store(count: 100)))
        let list = try list(in: host)
        let firstLabel = try #require(list.rowSlot(at: 0)?.children.first)
        host.statistics.reset()
        list.scrollRows(to: 10)
        host.settle()
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.writes(of: "Label.text") == 10, "one text write per recycled row")
        #expect(host.texts == (10..<20).map { "Item \($0)" })
        #expect(list.boundRowPositions.contains { list.rowSlot(at: $0)?.children.first === firstLabel })
    }

    @Test("inserting an element is one splice and builds only its row")
    func insertIsOneSplice() throws {
        let store = Store(count: 100)
        let host = CoreHost(StatefulList(store: store))
        let list = try list(in: host)
        host.statistics.reset()
        store.items.insert(Item(id: 1000, name: "New"), at: 2)
        host.settle()
        #expect(list.lazySplices.last == LazyListSplice(position: 2, removedCount: 0, addedCount: 1))
        #expect(host.texts.prefix(4) == ["Item 0 0", "Item 1 0", "New 0", "Item 2 0"])
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1)
        #expect(host.statistics.structuralChanges == 1)
    }

    @Test("removing an element is one splice and re-evaluates no other row")
    func removeIsOneSplice() throws {
        let store = Store(count: 100)
        let host = CoreHost(StatefulList(store: store))
        let list = try list(in: host)
        host.statistics.reset()
        store.items.remove(at: 4)
        host.settle()
        #expect(list.lazySplices.last == LazyListSplice(position: 4, removedCount: 1, addedCount: 0))
        #expect(host.texts[4] == "Item 5 0")
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1, "only the row that scrolled into the viewport")
    }

    @Test("moving an element is a removal and an insertion, and the row keeps its state")
    func moveKeepsState() throws {
        let store = Store(count: 100)
        let host = CoreHost(StatefulList(store: store))
        let list = try list(in: host)
        host.button("Item 0 0").click()
        host.settle()
        host.statistics.reset()
        let first = store.items.removeFirst()
        store.items.insert(first, at: 5)
        host.settle()
        #expect(
            Array(list.lazySplices.suffix(2)) == [
                LazyListSplice(position: 6, removedCount: 0, addedCount: 1),
                LazyListSplice(position: 0, removedCount: 1, addedCount: 0),
            ])
        #expect(host.texts.prefix(6) == ["Item 1 0", "Item 2 0", "Item 3 0", "Item 4 0", "Item 5 0", "Item 0 1"])
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 0)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("replacing every id is one splice, not a quadratic diff")
    func replacingEveryIDIsOneSplice() throws {
        let store = Store(count: 10_000)
        let host = CoreHost(PlainList(store: store))
        let list = try list(in: host)
        store.items = (0..<10_000).map { Item(id: 20_000 + $0, name: "Other \($0)") }
        host.settle()
        #expect(list.lazySplices.last == LazyListSplice(position: 0, removedCount: 10_000, addedCount: 10_000))
        #expect(host.texts.first == "Other 0")
    }

    @Test("a changed element on screen is updated in place; its row's text is the only write")
    func changedElementUpdatesInPlace() throws {
        let store = Store(count: 100)
        let host = CoreHost(PlainList(store: store))
        let list = try list(in: host)
        host.statistics.reset()
        store.items[3].name = "Renamed"
        host.settle()
        #expect(host.texts[3] == "Renamed")
        #expect(list.lazySplices.count == 1, "no splice: the ids did not change")
        #expect(host.statistics.bodyEvaluations(of: PlainRow.self) == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Observable
    final class Person: Identifiable {
        let id: Int
        var name: String
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    struct PeopleList: View {
        let people: [Person]
        var body: some View { List(people) { Text($0.name) } }
    }

    @Test("an @Observable element read by the row closure re-renders that row alone")
    func observableRowUpdates() throws {
        let people = (0..<50).map { Person(id: $0, name: "P\($0)") }
        let host = CoreHost(PeopleList(people: people))
        host.statistics.reset()
        people[2].name = "Changed"
        host.settle()
        #expect(host.texts[2] == "Changed")
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 1)
        people[40].name = "Off screen"
        host.settle()
        let list = try list(in: host)
        list.scrollRows(to: 40)
        host.settle()
        #expect(host.texts.first == "Off screen")
    }

    @Test("removing the list releases every row node, parked ones included")
    func unmountReleasesRows() throws {
        let host = CoreHost(StatefulList(store: Store(count: 100)))
        let list = try list(in: host)
        let parkedButton = host.button("Item 1 0")
        list.scrollRows(to: 50)
        host.settle()
        #expect(host.graph.lazyRowNodeCount == 20)
        let boundButton = try #require(list.rowSlot(at: 50)?.children.first)
        host.unmount()
        #expect(parkedButton.isDiscarded)
        #expect(boundButton.isDiscarded)
        #expect(host.graph.lazyRowNodeCount == 0)
    }

    @Test("removing a parked row's element releases its node")
    func removingParkedElementReleasesIt() throws {
        let store = Store(count: 100)
        let host = CoreHost(StatefulList(store: store))
        let list = try list(in: host)
        let parkedButton = host.button("Item 1 0")
        list.scrollRows(to: 50)
        host.settle()
        store.items.remove(at: 1)
        host.settle()
        #expect(parkedButton.isDiscarded)
        #expect(
            host.graph.lazyRowNodeCount == 20,
            "nine parked rows and ten bound ones: the viewport's rows shifted up and one more came into view")
    }
}
