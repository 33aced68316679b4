import GtkUICore
import GtkUICoreTesting
import Testing

/// `ForEach($items)` gives each row a binding to its element that writes back into the
/// array by the element's id.
@MainActor
@Suite("ForEach over a binding")
struct ForEachBindingTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    final class Probe {
        var items: Binding<[Item]>?
    }

    struct Row: View {
        @Binding var item: Item
        var body: some View {
            TextField("field \(item.id)", text: $item.name)
        }
    }

    struct Editor: View {
        let probe: Probe
        @State private var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B"), Item(id: 3, name: "C")]
        var body: some View {
            probe.items = $items
            return VStack {
                ForEach($items) { $item in Row(item: $item) }
                Text(items.map(\.name).joined(separator: ","))
            }
        }
    }

    @Test("typing in a row's field writes that element of the array")
    func typingWritesElement() {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        host.field(placeholder: "field 2").type("Bee")
        host.settle()
        #expect(probe.items?.wrappedValue.map(\.name) == ["A", "Bee", "C"])
        #expect(host.texts.contains("A,Bee,C"))
    }

    @Test("a row's binding follows its element after the array is reordered")
    func bindingFollowsElementByID() {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        probe.items?.wrappedValue.move(fromOffsets: [0], toOffset: 3)
        host.settle()
        host.field(placeholder: "field 1").type("Ay")
        host.settle()
        #expect(probe.items?.wrappedValue.map(\.name) == ["B", "C", "Ay"])
    }

    @Test("removing an element keeps the other rows' widgets")
    func removingKeepsOtherRows() {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        host.statistics.reset()
        probe.items?.wrappedValue.remove(atOffsets: [1])
        host.settle()
        #expect(host.texts.contains("A,C"))
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("editing one element evaluates that row alone, not its siblings")
    func editingOneElementEvaluatesOneRow() {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        host.settle()
        host.statistics.reset()
        host.field(placeholder: "field 2").type("Bee")
        host.settle()
        #expect(probe.items?.wrappedValue.map(\.name) == ["A", "Bee", "C"])
        // The edited row once; rows 1 and 3 not at all.
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1)
        host.statistics.reset()
        probe.items?.wrappedValue[0].name = "Ay"
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1)
        #expect(host.field(placeholder: "field 1").text == "Ay")
        // Appending evaluates the new row only.
        host.statistics.reset()
        probe.items?.wrappedValue.append(Item(id: 4, name: "D"))
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1, "only the new row")
    }

    @Test("List over a binding gives each row its element's binding")
    func listOverBinding() {
        let probe = Probe()
        struct ListEditor: View {
            let probe: Probe
            @State private var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
            var body: some View {
                probe.items = $items
                return List($items) { $item in TextField("row \(item.id)", text: $item.name) }
            }
        }
        let host = CoreHost(ListEditor(probe: probe))
        host.settle()
        host.field(placeholder: "row 1").type("Z")
        host.settle()
        #expect(probe.items?.wrappedValue.map(\.name) == ["Z", "B"])
    }
}
