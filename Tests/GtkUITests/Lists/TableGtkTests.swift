import CGtk
import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Table` on real GTK widgets: a `GtkColumnView` whose rows exist only while they are shown,
/// whose headers sort through the `sortOrder` binding.
@MainActor
@Suite("Table on GTK", .serialized)
struct TableGtkTests {
    struct Person: Identifiable, Hashable {
        let id: Int
        let name: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Carol", age: 41), Person(id: 2, name: "Alice", age: 29),
        Person(id: 3, name: "Bob", age: 35), Person(id: 4, name: "Dave", age: 23),
    ]

    struct Screen: View {
        var people = TableGtkTests.people
        @State var order = [KeyPathComparator(\Person.name)]
        @State var selected: Person.ID?
        var body: some View {
            VStack {
                Text("Selected: \(selected.map(String.init) ?? "none")")
                Text(
                    "Sorted by \(order.first?.keyPath == \Person.age ? "age" : "name") \(order.first?.order == .reverse ? "descending" : "ascending")"
                )
                Table(people.sorted(using: order), selection: $selected, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age) years") }
                }
                .frame(width: 400, height: 300)
            }
        }
    }

    struct MultipleScreen: View {
        @State var selected: Set<Person.ID> = []
        var body: some View {
            VStack {
                Text("Selected: \(selected.sorted().map(String.init).joined(separator: ","))")
                Table(TableGtkTests.people, selection: $selected) {
                    TableColumn("Name", value: \.name)
                }
                .frame(width: 300, height: 300)
            }
        }
    }

    /// The names in the table's rows from top to bottom.
    private func shownNames(_ host: GtkTestHost) -> [String] {
        let names = Set(TableGtkTests.people.map(\.name))
        return host.shownTexts.filter(names.contains)
    }

    /// The rows the column view has widgets for: GTK 4.8 keeps about 200 around the visible
    /// ones, however long the model is.
    private func boundRows(_ host: GtkTestHost) throws -> Int {
        let view = try #require(host.scrolledList().children.first)
        return try #require(view.children.first { $0.typeName == "GtkColumnListView" }).children.count
    }

    /// Waits longer than GTK's double-click time, so the next click on the same header is a
    /// click of its own, not the second of a double click (which GTK's headers ignore).
    private func pauseBetweenClicks() { usleep(600_000) }

    /// The header of the column titled `title`.
    private func header(_ title: String, in host: GtkTestHost) throws -> Gtk.Widget {
        let label = try #require(host.label(title))
        var widget: Gtk.Widget? = label
        while let current = widget, current.typeName != "GtkColumnViewTitle" { widget = current.parent }
        return try #require(widget, "“\(title)” is not a column header")
    }

    @Test("a table shows its headers and a row of cells per element, in the data's order")
    func rowsAndCells() throws {
        let host = try GtkTestHost(Screen())
        defer { host.close() }
        let table = try host.scrolledList()
        #expect(table.children.first?.typeName == "GtkColumnView")
        #expect(host.isShown(text: "Name") && host.isShown(text: "Age"))
        #expect(shownNames(host) == ["Alice", "Bob", "Carol", "Dave"])
        #expect(host.isShown(text: "29 years"))
        let name = try #require(host.label("Alice")?.bounds(relativeTo: table))
        let age = try #require(host.label("29 years")?.bounds(relativeTo: table))
        #expect(abs(name.y - age.y) < 1, "a row's cells are not side by side")
        #expect(age.x > name.x + name.width)
        let nameHeader = try #require(host.label("Name")?.bounds(relativeTo: table))
        #expect(nameHeader.y < name.y, "the header is not above the rows")
    }

    @Test("clicking a header sorts by its column, and clicking it again reverses the order")
    func headerClickSorts() throws {
        let host = try GtkTestHost(Screen())
        defer { host.close() }
        try host.clickPointer(on: try header("Age", in: host))
        #expect(host.isShown(text: "Sorted by age ascending"))
        #expect(shownNames(host) == ["Dave", "Alice", "Bob", "Carol"])
        pauseBetweenClicks()
        try host.clickPointer(on: try header("Age", in: host))
        #expect(host.isShown(text: "Sorted by age descending"))
        #expect(shownNames(host) == ["Carol", "Bob", "Alice", "Dave"])
        pauseBetweenClicks()
        try host.clickPointer(on: try header("Name", in: host))
        #expect(host.isShown(text: "Sorted by name ascending"))
        #expect(shownNames(host) == ["Alice", "Bob", "Carol", "Dave"])
    }

    @Test("clicking a row selects it and the arrow keys move the selection, writing the binding")
    func singleSelection() throws {
        let host = try GtkTestHost(Screen())
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Bob"))
        #expect(host.isShown(text: "Selected: 3"))
        #expect(try host.row(showing: "Bob").isSelected)
        try host.pressKeys("Down")
        #expect(host.isShown(text: "Selected: 1"))
        #expect(try host.row(showing: "Carol").isSelected)
        #expect(try !host.row(showing: "Bob").isSelected)
    }

    @Test("the selection stays with its row when a header click reorders the rows")
    func selectionFollowsSorting() throws {
        let host = try GtkTestHost(Screen())
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Bob"))
        try host.clickPointer(on: try header("Age", in: host))
        #expect(shownNames(host) == ["Dave", "Alice", "Bob", "Carol"])
        #expect(host.isShown(text: "Selected: 3"))
        #expect(try host.row(showing: "Bob").isSelected)
        #expect(try !host.row(showing: "Carol").isSelected)
    }

    @Test("Shift and the arrow keys extend a multiple selection")
    func multipleSelection() throws {
        let host = try GtkTestHost(MultipleScreen())
        defer { host.close() }
        try host.clickPointer(on: try host.row(showing: "Alice"))
        #expect(host.isShown(text: "Selected: 2"))
        try host.pressKeys("shift+Down")
        #expect(host.isShown(text: "Selected: 2,3"))
        #expect(try host.row(showing: "Alice").isSelected && host.row(showing: "Bob").isSelected)
    }

    @Test("a 10,000-row table builds rows for the screen and GTK's margin only, and scrolls to the last")
    func tenThousandRows() throws {
        let many = (0..<10_000).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
        let host = try GtkTestHost(
            Table(many) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
            .frame(width: 300, height: 300))
        defer { host.close() }
        #expect(host.isShown(text: "Person 0"))
        #expect(!host.isShown(text: "Person 9999"))
        #expect(try boundRows(host) <= 250, "rows exist for the screen and GTK's margin, not for 10,000")
        #expect(host.allWidgets.filter { $0 is Gtk.Label }.count <= 2 * 250 + 10)
        host.scrollToEnd(try host.scrolledList())
        #expect(host.isShown(text: "Person 9999"))
        #expect(try boundRows(host) <= 250)
    }

    /// A cell with state of its own: a tap counter.
    struct CounterCell: View {
        let name: String
        @State private var taps = 0
        var body: some View { Button("Taps: \(taps) (\(name))") { taps += 1 } }
    }

    struct CounterScreen: View {
        @State var order = [KeyPathComparator(\Person.name)]
        let people: [Person]
        var body: some View {
            Table(people.sorted(using: order), sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                TableColumn("Taps") { CounterCell(name: $0.name) }
            }
            .frame(width: 500, height: 300)
        }
    }

    @Test("a row keeps its cells' @State by id when a header click reorders the rows and when it scrolls away")
    func rowsKeepIdentity() throws {
        let many = TableGtkTests.people + (5..<2000).map { Person(id: $0, name: "Zed \($0)", age: 50 + $0 % 40) }
        let host = try GtkTestHost(CounterScreen(people: many))
        defer { host.close() }
        host.click(try host.button("Taps: 0 (Bob)"))
        #expect(host.isShown(text: "Taps: 1 (Bob)"))
        try host.clickPointer(on: try header("Age", in: host))
        #expect(shownNames(host) == ["Dave", "Alice", "Bob", "Carol"])
        #expect(host.isShown(text: "Taps: 1 (Bob)"))
        #expect(host.isShown(text: "Taps: 0 (Carol)"))
        let table = try host.scrolledList()
        host.scroll(table, toFraction: 1)
        #expect(!host.isShown(text: "Bob"))
        host.scroll(table, toFraction: 0)
        #expect(host.isShown(text: "Taps: 1 (Bob)"))
        #expect(host.isShown(text: "Taps: 0 (Alice)"))
    }

    @Test("ScrollViewReader's proxy scrolls a table to a row by its id")
    func scrollToRow() throws {
        let many = (0..<2000).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
        let host = try GtkTestHost(
            ScrollViewReader { proxy in
                VStack {
                    Button("Show the last") { proxy.scrollTo(1999) }
                    Table(many) { TableColumn("Name", value: \.name) }.frame(width: 300, height: 300)
                }
            })
        defer { host.close() }
        #expect(!host.isShown(text: "Person 1999"))
        host.click(try host.button("Show the last"))
        host.waitForLayout()
        #expect(host.isShown(text: "Person 1999"))
    }

    struct ToggledColumn: View {
        @State var showsAge = false
        var body: some View {
            VStack {
                Button("Toggle age") { showsAge.toggle() }
                Table(TableGtkTests.people) {
                    TableColumn("Name", value: \.name)
                    if showsAge { TableColumn("Age") { Text("\($0.age) years") } }
                }
                .frame(width: 400, height: 300)
            }
        }
    }

    @Test("a column inside an if appears with a cell in every row, and goes again")
    func columnComesAndGoes() throws {
        let host = try GtkTestHost(ToggledColumn())
        defer { host.close() }
        #expect(!host.isShown(text: "Age"))
        host.click(try host.button("Toggle age"))
        host.waitForLayout()
        #expect(host.isShown(text: "Age"))
        #expect(["41 years", "29 years", "35 years", "23 years"].allSatisfy(host.isShown(text:)))
        let name = try #require(host.label("Alice")?.bounds(relativeTo: try host.scrolledList()))
        let age = try #require(host.label("29 years")?.bounds(relativeTo: try host.scrolledList()))
        #expect(abs(name.y - age.y) < 1, "the new cell is not in its row")
        host.click(try host.button("Toggle age"))
        host.waitForLayout()
        #expect(!host.isShown(text: "Age") && !host.isShown(text: "29 years"))
        #expect(host.isShown(text: "Alice"))
    }

    @Test("tableStyle(.bordered) draws a frame and row lines; .inset drops the column lines")
    func tableStyles() throws {
        func separators(_ style: some TableStyle) throws -> (frame: Bool, rows: Bool, columns: Bool, shaded: Bool) {
            let host = try GtkTestHost(
                Table(TableGtkTests.people) { TableColumn("Name", value: \.name) }.tableStyle(style)
                    .frame(width: 300, height: 200))
            defer { host.close() }
            let scrolled = try host.scrolledList()
            let view = try #require(scrolled.children.first)
            return (
                gtk_scrolled_window_get_has_frame(gtkui_scrolled_window(scrolled.pointer)) != 0,
                gtk_column_view_get_show_row_separators(OpaquePointer(view.pointer)) != 0,
                gtk_column_view_get_show_column_separators(OpaquePointer(view.pointer)) != 0,
                view.hasCSSClass("gtkui-alternating-rows")
            )
        }
        let automatic = try separators(.automatic)
        #expect(!automatic.frame && !automatic.rows && automatic.columns && !automatic.shaded)
        let bordered = try separators(.bordered(alternatesRowBackgrounds: true))
        #expect(bordered.frame && bordered.rows && bordered.columns && bordered.shaded)
        let inset = try separators(.inset)
        #expect(!inset.frame && !inset.rows && !inset.columns && !inset.shaded)
    }

    @Test("closing a window with a table releases every row, wrapper and signal handler")
    func closingReleasesEverything() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Table(TableGtkTests.people) { TableColumn("Name", value: \.name) }).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Screen())
            try host.clickPointer(on: try header("Age", in: host))
            try host.clickPointer(on: try host.row(showing: "Bob"))
            #expect(Gtk.Object.liveCount > wrappers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
