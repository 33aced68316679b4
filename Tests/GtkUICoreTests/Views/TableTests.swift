import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `Table` on the recording backend: rows of cells, headers that write the sort order, and
/// selection by id.
@MainActor
@Suite("Table")
struct TableTests {
    struct Person: Identifiable, Hashable {
        let id: Int
        let name: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Carol", age: 41), Person(id: 2, name: "Alice", age: 29),
        Person(id: 3, name: "Bob", age: 35),
    ]

    struct Sorted: View {
        @State var people = TableTests.people
        @State var order = [KeyPathComparator(\Person.name)]
        @State var selected: Person.ID?
        var body: some View {
            VStack {
                Text(
                    "Order: \(order.map { "\($0.keyPath == \Person.name ? "name" : "age")\($0.order == .forward ? "↑" : "↓")" }.joined(separator: ","))"
                )
                Text("Selected: \(selected.map(String.init) ?? "none")")
                Table(people.sorted(using: order), selection: $selected, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
                    TableColumn("Note") { Text("#\($0.id)") }
                }
            }
        }
    }

    private func table(in host: CoreHost) throws -> TestWidget { try #require(host.root.find("LazyList")) }

    /// The texts of the row at `position`, one per column.
    private func cells(_ table: TestWidget, _ position: Int) -> [String] {
        table.rowSlot(at: position)?.visibleTexts ?? []
    }

    @Test("a table shows its column headers and one cell per column in each row")
    func rowsAndCells() throws {
        let host = CoreHost(Sorted())
        let table = try table(in: host)
        #expect(table.properties["columns"] as? String == "Name↕|Age↕|Note")
        #expect(table.properties["columnWidths"] as? String == "flexible|fixed(60.0)|flexible")
        #expect(table.rowCount == 3)
        #expect(cells(table, 0) == ["Alice", "29", "#2"])
        #expect(cells(table, 2) == ["Carol", "41", "#1"])
        #expect(table.properties["sortIndicator"] as? String == "0↑")
    }

    @Test("clicking a header puts its comparator first in the sort order; clicking again reverses it")
    func headerClickSorts() throws {
        let host = CoreHost(Sorted())
        let table = try table(in: host)
        table.clickHeader(1, ascending: true)
        host.settle()
        #expect(host.texts.first == "Order: age↑,name↑")
        #expect(cells(table, 0) == ["Alice", "29", "#2"])
        #expect(cells(table, 2) == ["Carol", "41", "#1"])
        #expect(table.properties["sortIndicator"] as? String == "1↑")
        table.clickHeader(1, ascending: false)
        host.settle()
        #expect(host.texts.first == "Order: age↓,name↑")
        #expect(cells(table, 0) == ["Carol", "41", "#1"])
        #expect(table.properties["sortIndicator"] as? String == "1↓")
    }

    @Test("a table without a sort order has headers that do not sort")
    func withoutSortOrder() throws {
        let host = CoreHost(Table(TableTests.people) { TableColumn("Name", value: \.name) })
        let table = try table(in: host)
        #expect(table.properties["columns"] as? String == "Name")
        #expect(table.properties["sortIndicator"] as? String == "none")
        #expect(cells(table, 0) == ["Carol"])
    }

    @Test("selecting a row writes its id; writing the binding selects its row")
    func selection() throws {
        let host = CoreHost(Sorted())
        let table = try table(in: host)
        #expect(table.properties["selectionMode"] as? String == "single")
        table.selectRows([1])
        host.settle()
        #expect(host.texts[1] == "Selected: 3")
        table.clickHeader(0, ascending: false)
        host.settle()
        #expect(cells(table, 1) == ["Bob", "35", "#3"])
        #expect(table.selectedRows == [1])
    }

    @Test("a table of 10,000 rows builds cells only for the rows in view")
    func lazyRows() throws {
        let many = (0..<10_000).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
        let host = CoreHost(Table(many) { TableColumn("Name", value: \.name) })
        #expect(try table(in: host).rowCount == 10_000)
        #expect(host.graph.lazyRowNodeCount <= 40)
    }

    @Test("tableStyle sets the table's look; the default draws column lines only")
    func tableStyle() throws {
        let plain = CoreHost(Table(TableTests.people) { TableColumn("Name", value: \.name) })
        #expect(try table(in: plain).properties["tableStyle"] as? String == "automatic")
        let styled = CoreHost(
            Table(TableTests.people) { TableColumn("Name", value: \.name) }
                .tableStyle(.bordered(alternatesRowBackgrounds: true)))
        #expect(try table(in: styled).properties["tableStyle"] as? String == "bordered+alternating")
    }

    @Test("a column inside an if is shown while the condition holds")
    func optionalColumn() throws {
        struct Toggled: View {
            @State var showsAge = false
            var body: some View {
                VStack {
                    Button("Toggle age") { showsAge.toggle() }
                    Table(TableTests.people) {
                        TableColumn("Name", value: \.name)
                        if showsAge { TableColumn("Age") { Text("\($0.age)") } }
                    }
                }
            }
        }
        let host = CoreHost(Toggled())
        let table = try table(in: host)
        #expect(table.properties["columns"] as? String == "Name")
        #expect(cells(table, 0) == ["Carol"])
        host.button("Toggle age").click()
        host.settle()
        #expect(table.properties["columns"] as? String == "Name|Age")
        #expect(cells(table, 0) == ["Carol", "41"])
    }
}
