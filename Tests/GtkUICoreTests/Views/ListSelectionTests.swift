import GtkUICore
import GtkUICoreTesting
import Testing

/// `List(selection:)` drives the list's selection both ways: selecting rows writes the
/// binding, writing the binding selects rows.
@MainActor
@Suite("List selection")
struct ListSelectionTests {
    struct Fruit: Identifiable, Hashable {
        let id: String
    }

    static let fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"].map(Fruit.init)

    struct SingleList: View {
        @State var selected: String?
        var body: some View {
            VStack {
                Text("Selected: \(selected ?? "none")")
                List(ListSelectionTests.fruit, selection: $selected) { Text($0.id) }
                Button("Select Damson") { selected = "Damson" }
            }
        }
    }

    struct MultipleList: View {
        @State var selected: Set<String> = []
        var body: some View {
            VStack {
                Text("Selected: \(selected.sorted().joined(separator: ", "))")
                List(selection: $selected) {
                    Text("Fruit")
                    ForEach(ListSelectionTests.fruit) { Text($0.id) }
                }
                Button("Select none") { selected = [] }
            }
        }
    }

    private func list(in host: CoreHost) throws -> TestWidget {
        try #require(host.root.find("LazyList"))
    }

    @Test("a list without a selection binding selects nothing")
    func noSelection() throws {
        let host = CoreHost(List(ListSelectionTests.fruit) { Text($0.id) })
        let list = try list(in: host)
        #expect(list.properties["selectionMode"] as? String == "none")
        list.selectRows([1])
        #expect(list.selectedRows.isEmpty)
    }

    @Test("selecting a row writes its id to the binding")
    func userSelectionWritesBinding() throws {
        let host = CoreHost(SingleList())
        let list = try list(in: host)
        #expect(list.properties["selectionMode"] as? String == "single")
        list.selectRows([2])
        host.settle()
        #expect(host.texts.first == "Selected: Cherry")
        #expect(list.selectedRows == [2])
    }

    @Test("writing the binding selects the row with that id")
    func bindingSelectsRow() throws {
        let host = CoreHost(SingleList())
        let list = try list(in: host)
        host.button("Select Damson").click()
        host.settle()
        #expect(list.selectedRows == [3])
        #expect(host.texts.first == "Selected: Damson")
    }

    @Test("the selection follows its element when rows are inserted before it")
    func selectionFollowsElement() throws {
        struct Growing: View {
            @State var items = ListSelectionTests.fruit
            @State var selected: String? = "Cherry"
            var body: some View {
                List(items, selection: $selected) { Text($0.id) }
                Button("Add") { items.insert(Fruit(id: "Apricot"), at: 0) }
            }
        }
        let host = CoreHost(Growing())
        let list = try list(in: host)
        #expect(list.selectedRows == [2])
        host.button("Add").click()
        host.settle()
        #expect(list.selectedRows == [3])
    }

    @Test("a set binding takes several rows; a static row cannot be selected")
    func multipleSelection() throws {
        let host = CoreHost(MultipleList())
        let list = try list(in: host)
        #expect(list.properties["selectionMode"] as? String == "multiple")
        #expect(list.rowSlot(at: 0)?.properties["selectable"] as? Bool == false)
        #expect(list.rowSlot(at: 1)?.properties["selectable"] as? Bool == true)
        list.selectRows([0, 1, 3])
        host.settle()
        #expect(host.texts.first == "Selected: Apple, Cherry")
        #expect(list.selectedRows == [1, 3])

        host.button("Select none").click()
        host.settle()
        #expect(list.selectedRows.isEmpty)
        #expect(host.texts.first == "Selected: ")
    }
}

extension ListSelectionTests {
    struct Switchable: View {
        @State var selectable = false
        @State var selected: Int?
        var body: some View {
            Text("Selected: \(selected.map(String.init) ?? "none")")
            Button("Selectable") { selectable.toggle() }
            List(0..<100, id: \.self, selection: selectable ? $selected : nil) { Text("Item \($0)") }
        }
    }

    @Test("a nil selection binding makes no row selectable; passing one later makes them selectable")
    func switchingSelection() throws {
        let host = CoreHost(Switchable())
        let list = try #require(host.root.find("LazyList"))
        #expect(list.properties["selectionMode"] as? String == "single")
        #expect(list.rowSlot(at: 2)?.properties["selectable"] as? Bool == false)
        list.selectRows([2])
        host.settle()
        #expect(host.texts.first == "Selected: none")

        host.button("Selectable").click()
        host.settle()
        #expect(list.rowSlot(at: 2)?.properties["selectable"] as? Bool == true)
        list.selectRows([2])
        host.settle()
        #expect(host.texts.first == "Selected: 2")

        host.button("Selectable").click()
        host.settle()
        #expect(list.rowSlot(at: 2)?.properties["selectable"] as? Bool == false)
        #expect(list.selectedRows.isEmpty, "the selection is no longer shown")
        #expect(list.properties["selectionMode"] as? String == "single", "the mode never changes")
    }
}
