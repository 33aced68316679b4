import CGtk
import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Table(of:selection:sortOrder:columns:rows:)` on real GTK: static and `ForEach` rows, and
/// columns from `TableColumnForEach` and `if`/`else` that come and go with the data, keeping
/// the `GtkColumnViewColumn`s of the columns that stay.
@MainActor
@Suite("Table builders on GTK", .serialized)
struct TableBuildersGtkTests {
    typealias Person = TableGtkTests.Person

    struct Field: Identifiable, Hashable {
        let id: String
        var title: String { id.capitalized }
        func text(for person: Person) -> String { id == "age" ? "\(person.age) years" : "\(id)-\(person.id)" }
    }

    struct Builders: View {
        @State var order = [KeyPathComparator(\Person.name)]
        @State var selected: Person.ID?
        @State var fields = [Field(id: "age"), Field(id: "code")]
        @State var detailed = false

        var body: some View {
            VStack {
                HStack {
                    Button("Drop Age") { fields.removeAll { $0.id == "age" } }
                    Button("Add Note") { fields.insert(Field(id: "note"), at: 0) }
                    Button("Details") { detailed.toggle() }
                }
                Text("Selected: \(selected.map(String.init) ?? "none")")
                Text("Sorted by \(order.first?.keyPath == \Person.age ? "age" : "name")")
                Table(of: Person.self, selection: $selected, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumnForEach(fields) { field in TableColumn(field.title) { Text(field.text(for: $0)) } }
                    if detailed {
                        TableColumn("Initial", value: \.name) { Text("\($0.name.prefix(1)).") }
                    } else {
                        TableColumn("Years", value: \.age) { Text("\($0.age)y") }
                    }
                } rows: {
                    TableRow(Person(id: 0, name: "Owner", age: 60))
                    ForEach(TableGtkTests.people.sorted(using: order)) { TableRow($0) }
                }
                .frame(width: 560, height: 320)
            }
        }
    }

    /// The column view's `GtkColumnViewColumn`s, with their titles.
    private func columns(_ host: GtkTestHost) throws -> [(title: String, pointer: UnsafeMutableRawPointer)] {
        let view = try #require(try host.scrolledList().children.first { $0.typeName == "GtkColumnView" })
        let model = gtk_column_view_get_columns(OpaquePointer(view.pointer))
        return (0..<g_list_model_get_n_items(model)).map { index in
            let column = g_list_model_get_item(model, index)!
            defer { g_object_unref(column) }
            let title = gtk_column_view_column_get_title(OpaquePointer(column)).map { String(cString: $0) } ?? ""
            return (title, column)
        }
    }

    private func shownNames(_ host: GtkTestHost) -> [String] {
        let names = Set(TableGtkTests.people.map(\.name) + ["Owner"])
        return host.shownTexts.filter(names.contains)
    }

    private func header(_ title: String, in host: GtkTestHost) throws -> Gtk.Widget {
        let label = try #require(host.label(title))
        var widget: Gtk.Widget? = label
        while let current = widget, current.typeName != "GtkColumnViewTitle" { widget = current.parent }
        return try #require(widget, "“\(title)” is not a column header")
    }

    @Test("static and ForEach rows sort and select; columns come and go, the others keep their GTK columns")
    func rowsAndColumnsFollowTheData() throws {
        let host = try GtkTestHost(Builders())
        defer { host.close() }
        #expect(shownNames(host) == ["Owner", "Alice", "Bob", "Carol", "Dave"])
        #expect(host.isShown(text: "60y") && host.isShown(text: "29 years") && host.isShown(text: "code-2"))
        try host.clickPointer(on: try header("Years", in: host))
        #expect(host.isShown(text: "Sorted by age"))
        #expect(shownNames(host) == ["Owner", "Dave", "Alice", "Bob", "Carol"], "the static row stays first")
        try host.clickPointer(on: try host.row(showing: "Owner"))
        #expect(host.isShown(text: "Selected: 0"), "a static row is selected by its value's id")

        let before = try columns(host)
        #expect(before.map(\.title) == ["Name", "Age", "Code", "Years"])
        host.click(try host.button("Drop Age"))
        let dropped = try columns(host)
        #expect(dropped.map(\.title) == ["Name", "Code", "Years"])
        #expect(dropped.map(\.pointer) == [before[0].pointer, before[2].pointer, before[3].pointer])
        #expect(!host.isShown(text: "29 years") && host.isShown(text: "code-2"))
        try host.clickPointer(on: try header("Name", in: host))
        #expect(host.isShown(text: "Sorted by name"))
        try host.clickPointer(on: try header("Years", in: host))
        #expect(host.isShown(text: "Sorted by age"), "a header that moved left still sorts by its own column")

        host.click(try host.button("Add Note"))
        let added = try columns(host)
        #expect(added.map(\.title) == ["Name", "Note", "Code", "Years"])
        #expect(added[0].pointer == before[0].pointer && added[2].pointer == before[2].pointer)
        #expect(host.isShown(text: "note-2") && host.isShown(text: "code-2") && host.isShown(text: "29y"))
        try host.clickPointer(on: try header("Name", in: host))
        #expect(host.isShown(text: "Sorted by name"))
        #expect(shownNames(host) == ["Owner", "Alice", "Bob", "Carol", "Dave"])

        host.click(try host.button("Details"))
        #expect(try columns(host).map(\.title) == ["Name", "Note", "Code", "Initial"])
        #expect(host.isShown(text: "A.") && !host.isShown(text: "29y"))
    }
}
