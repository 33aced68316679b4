import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `ForEach` keeps each element's view, widgets and state by the element's identity:
/// inserting, removing and moving touch only the affected rows.
@MainActor
@Suite("ForEach")
struct ForEachTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @Observable
    final class Store {
        var items: [Item] = [Item(id: 1, name: "A"), Item(id: 2, name: "B"), Item(id: 3, name: "C")]
    }

    /// A row with state of its own: a button (two widgets: the button and its label).
    struct Row: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Button("\(item.name) \(taps)") { taps += 1 }
        }
    }

    struct ListView: View {
        var store: Store
        var body: some View {
            VStack {
                ForEach(store.items) { Row(item: $0) }
            }
        }
    }

    private func mount() -> (CoreHost, Store) {
        let store = Store()
        let host = CoreHost(ListView(store: store))
        host.statistics.reset()
        return (host, store)
    }

    @Test("inserting an element creates only its row's widgets")
    func insertCreatesOneRow() {
        let (host, store) = mount()
        store.items.insert(Item(id: 9, name: "X"), at: 1)
        host.settle()
        #expect(host.texts == ["A 0", "X 0", "B 0", "C 0"])
        #expect(host.statistics.widgetsCreated == 2)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1)
    }

    @Test("removing an element destroys only its row's widgets")
    func removeDestroysOneRow() {
        let (host, store) = mount()
        store.items.remove(at: 1)
        host.settle()
        #expect(host.texts == ["A 0", "C 0"])
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.widgetsDestroyed == 2)
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 0)
    }

    @Test("moving an element creates and destroys nothing, and each row keeps its state")
    func moveKeepsWidgetsAndState() {
        let (host, store) = mount()
        host.button("A 0").click()
        host.settle()
        host.button("A 1").click()
        host.settle()
        let buttonA = host.button("A 2")
        host.statistics.reset()

        let first = store.items.removeFirst()
        store.items.append(first)
        host.settle()
        #expect(host.texts == ["B 0", "C 0", "A 2"])
        #expect(host.button("A 2") === buttonA)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 0)
    }

    @Test("changing one element re-evaluates only its row")
    func changingOneElement() {
        let (host, store) = mount()
        store.items[2].name = "Z"
        host.settle()
        #expect(host.texts == ["A 0", "B 0", "Z 0"])
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("re-rendering with the same elements touches no row")
    func sameElementsTouchNothing() {
        let (host, store) = mount()
        store.items = store.items
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: Row.self) == 0)
        #expect(host.statistics.widgetWrites == 0)
        #expect(host.statistics.structuralChanges == 0)
    }

    // MARK: Ranges and key paths

    struct RangeView: View {
        @State private var count = 3
        var body: some View {
            VStack {
                ForEach(0..<count) { Text("Row \($0)") }
                Button("More") { count += 2 }
                Button("Fewer") { count -= 1 }
            }
        }
    }

    @Test("a range grows and shrinks one label per number")
    func rangeRows() {
        let host = CoreHost(RangeView())
        #expect(host.texts == ["Row 0", "Row 1", "Row 2", "More", "Fewer"])
        host.statistics.reset()
        host.button("More").click()
        host.settle()
        #expect(host.texts.prefix(5) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(host.statistics.widgetsCreated == 2)
        #expect(host.statistics.writes(of: "Label.text") == 2)

        host.statistics.reset()
        host.button("Fewer").click()
        host.settle()
        #expect(host.texts.prefix(4) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }

    struct NamesView: View {
        @State private var names = ["Taro", "Hanako"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Text($0) }
                Button("Add Jiro first") { names.insert("Jiro", at: 0) }
            }
        }
    }

    @Test("elements identified by an id: key path keep their widgets when others are inserted")
    func keyPathIdentity() {
        let host = CoreHost(NamesView())
        let taro = host.root.find("Label", text: "Taro")
        host.statistics.reset()
        host.button("Add Jiro first").click()
        host.settle()
        #expect(host.texts == ["Jiro", "Taro", "Hanako", "Add Jiro first"])
        #expect(host.root.find("Label", text: "Taro") === taro)
        #expect(host.statistics.widgetsCreated == 1)
        // The existing labels already show their names.
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    // MARK: .id(_:)

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Count up") { count += 1 }
            }
        }
    }

    struct ResettableView: View {
        @State private var generation = 0
        @State private var label = "first"
        var body: some View {
            VStack {
                Text(label)
                Counter().id(generation)
                Button("Reset") { generation += 1 }
                Button("Rename") { label = "second" }
            }
        }
    }

    @Test("changing .id(_:) replaces the subtree and resets its state")
    func changingIDResetsState() {
        let host = CoreHost(ResettableView())
        host.button("Count up").click()
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("count 2"))
        host.statistics.reset()
        host.button("Reset").click()
        host.settle()
        #expect(host.texts.contains("count 0"))
        // VStack, label, button and the button's label: all four go, four new ones come.
        #expect(host.statistics.widgetsDestroyed == 4)
        #expect(host.statistics.widgetsCreated == 4)
        #expect(host.statistics.bodyEvaluations(of: Counter.self) == 1)
    }

    @Test("re-rendering with the same .id(_:) keeps the subtree and its state")
    func sameIDKeepsState() {
        let host = CoreHost(ResettableView())
        host.button("Count up").click()
        host.settle()
        host.statistics.reset()
        host.button("Rename").click()
        host.settle()
        #expect(host.texts.contains("second"))
        #expect(host.texts.contains("count 1"))
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.bodyEvaluations(of: Counter.self) == 0)
    }

    @Test("a duplicate ID shows the first element only and warns")
    func duplicateIDWarns() {
        struct DuplicateView: View {
            var body: some View {
                VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } }
            }
        }
        let (host, messages) = capturingDiagnostics { CoreHost(DuplicateView()) }
        #expect(host.texts == ["a", "b"])
        #expect(messages.contains { $0.contains("more than once") })
    }
}
