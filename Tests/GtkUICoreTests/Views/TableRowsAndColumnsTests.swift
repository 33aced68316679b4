import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `Table(of:columns:rows:)` with `TableRow`, `ForEach` and `if` among the rows, and `ForEach`
/// and `if`/`else` among the columns, on the recording backend.
@MainActor
@Suite("Table rows and columns builders")
struct TableRowsAndColumnsTests {
    typealias Person = TableTests.Person

    struct Field: Identifiable, Hashable {
        let id: String
        var title: String { id.capitalized }
    }

    /// Rows from a static row, an `if` and a `ForEach`; columns from a `ForEach` of fields and an
    /// `if`/`else`.
    struct Built: View {
        @State var people = TableTests.people
        @State var showsGuest = false
        @State var fields = [Field(id: "age"), Field(id: "id")]
        @State var detailed = false
        @State var selected: Person.ID?
        @State var order = [KeyPathComparator(\Person.name)]

        var body: some View {
            VStack {
                Text("Selected: \(selected.map(String.init) ?? "none")")
                Table(of: Person.self, selection: $selected, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    ForEach(fields) { field in
                        TableColumn(field.title) { (person: Person) in
                            Text(field.id == "age" ? "\(person.age)" : "#\(person.id)")
                        }
                    }
                    if detailed {
                        TableColumn("Initial") { Text(String($0.name.prefix(1))) }
                    } else {
                        TableColumn("Summary") { Text("\($0.name), \($0.age)") }
                    }
                } rows: {
                    TableRow(Person(id: 0, name: "Owner", age: 50))
                    if showsGuest { TableRow(Person(id: 99, name: "Guest", age: 20)) }
                    ForEach(people.sorted(using: order)) { TableRow($0) }
                }
            }
        }
    }

    /// Rows of a type of the app's own, described by its `tableRowBody`.
    struct Team: TableRowContent {
        let lead: Person
        let members: [Person]

        var tableRowBody: some TableRowContent<Person> {
            TableRow(lead)
            ForEach(members) { TableRow($0) }
        }
    }

    private func table(in host: CoreHost) throws -> TestWidget { try #require(host.root.find("LazyList")) }

    private func cells(_ table: TestWidget, _ position: Int) -> [String] {
        table.rowSlot(at: position)?.visibleTexts ?? []
    }

    @Test("static rows, rows inside an if and ForEach rows show in order; a static row is selectable by its id")
    func mixedRows() throws {
        let host = CoreHost(Built())
        let table = try table(in: host)
        #expect(table.rowCount == 4)
        #expect(cells(table, 0) == ["Owner", "50", "#0", "Owner, 50"])
        #expect(cells(table, 1) == ["Alice", "29", "#2", "Alice, 29"])
        table.selectRows([0])
        host.settle()
        #expect(host.texts.first == "Selected: 0")
        table.clickHeader(0, ascending: false)
        host.settle()
        #expect(cells(table, 1) == ["Carol", "41", "#1", "Carol, 41"], "the ForEach rows follow the sort order")
        #expect(cells(table, 0) == ["Owner", "50", "#0", "Owner, 50"], "the static row stays first")
    }

    @Test("TableColumnForEach columns come and go with their data; columns that stay keep their identity")
    func forEachColumns() throws {
        struct Fields: View {
            @State var fields = [Field(id: "age"), Field(id: "id")]
            var body: some View {
                VStack {
                    Button("Drop age") { fields.removeFirst() }
                    Button("Add name") { fields.insert(Field(id: "name"), at: 0) }
                    Table(TableTests.people) {
                        TableColumn("Name", value: \.name)
                        TableColumnForEach(fields) { field in TableColumn(field.title) { Text("\($0.id)·\(field.id)") }
                        }
                    }
                }
            }
        }
        let host = CoreHost(Fields())
        let table = try table(in: host)
        #expect(table.properties["columns"] as? String == "Name|Age|Id")
        #expect(table.properties["columnIDs"] as? String == "0|1|2")
        #expect(cells(table, 0) == ["Carol", "1·age", "1·id"])
        host.button("Drop age").click()
        host.settle()
        #expect(table.properties["columns"] as? String == "Name|Id")
        #expect(table.properties["columnIDs"] as? String == "0|2", "the Id column keeps its identity")
        #expect(cells(table, 0) == ["Carol", "1·id"])
        host.button("Add name").click()
        host.settle()
        #expect(table.properties["columns"] as? String == "Name|Name|Id")
        #expect(table.properties["columnIDs"] as? String == "0|3|2")
        #expect(cells(table, 2) == ["Bob", "3·name", "3·id"])
    }

    @Test("an if/else among the columns shows the taken branch's column, as a new column when it switches")
    func conditionalColumns() throws {
        struct Switching: View {
            @State var detailed = false
            var body: some View {
                VStack {
                    Button("Switch") { detailed.toggle() }
                    Table(TableTests.people) {
                        TableColumn("Name", value: \.name)
                        if detailed {
                            TableColumn("Initial") { Text(String($0.name.prefix(1))) }
                        } else {
                            TableColumn("Summary") { Text("\($0.name), \($0.age)") }
                        }
                    }
                }
            }
        }
        let host = CoreHost(Switching())
        let table = try table(in: host)
        #expect(table.properties["columns"] as? String == "Name|Summary")
        #expect(cells(table, 0) == ["Carol", "Carol, 41"])
        host.button("Switch").click()
        host.settle()
        #expect(table.properties["columns"] as? String == "Name|Initial")
        #expect(table.properties["columnIDs"] as? String == "0|2")
        #expect(cells(table, 0) == ["Carol", "C"])
    }

    @Test("an if among the rows adds its row while it holds")
    func conditionalRow() throws {
        struct Guests: View {
            @State var showsGuest = false
            var body: some View {
                VStack {
                    Button("Guest") { showsGuest.toggle() }
                    Table(of: Person.self) {
                        TableColumn("Name", value: \.name)
                    } rows: {
                        TableRow(Person(id: 0, name: "Owner", age: 50))
                        if showsGuest { TableRow(Person(id: 99, name: "Guest", age: 20)) }
                        ForEach(TableTests.people) { TableRow($0) }
                    }
                }
            }
        }
        let host = CoreHost(Guests())
        let table = try table(in: host)
        #expect(table.rowCount == 4)
        host.button("Guest").click()
        host.settle()
        #expect(table.rowCount == 5)
        #expect(cells(table, 1) == ["Guest"])
        #expect(cells(table, 2) == ["Carol"])
    }

    @Test("row content of the app's own type shows the rows its tableRowBody builds")
    func customRowContent() throws {
        let team = Team(lead: Person(id: 7, name: "Lead", age: 44), members: TableTests.people)
        var selection = Set<Person.ID>()
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = CoreHost(
            Table(of: Person.self, selection: binding) {
                TableColumn("Name", value: \.name)
            } rows: {
                team
            })
        let table = try table(in: host)
        #expect(table.rowCount == 4)
        #expect(cells(table, 0) == ["Lead"])
        #expect(cells(table, 3) == ["Bob"])
        table.selectRows([0, 3])
        host.settle()
        #expect(selection == [7, 3])
    }
}
