import GtkUICore
import GtkUICoreTesting
import Testing

/// `Section` in a list becomes a header row, its rows and a footer row; static rows and
/// `ForEach` ranges mix in one flattened sequence; outside a list a section is a column.
@MainActor
@Suite("Section")
struct SectionTests {
    struct Mixed: View {
        @State var fruit = ["Apple", "Banana"]
        @State var showsExtra = false
        var body: some View {
            List {
                Text("Top")
                ForEach(fruit, id: \.self) { Text($0) }
                Section("Vegetables") {
                    Text("Carrot")
                    if showsExtra { Text("Leek") }
                }
                Section {
                    Text("Bread")
                } header: {
                    Text("Bakery")
                } footer: {
                    Text("Baked daily")
                }
            }
            Button("Add fruit") { fruit.append("Cherry") }
            Button("Show leek") { showsExtra = true }
        }
    }

    private func roles(_ list: TestWidget) -> [String] {
        list.boundRowPositions.compactMap { list.rowSlot(at: $0)?.properties["role"] as? String }
    }

    @Test("static rows, ForEach rows and sections flatten into one sequence of rows")
    func flattening() throws {
        let host = CoreHost(Mixed())
        let list = try #require(host.root.find("LazyList"))
        #expect(list.rowCount == 8)
        #expect(
            host.texts == [
                "Top", "Apple", "Banana", "Vegetables", "Carrot", "Bakery", "Bread", "Baked daily", "Add fruit",
                "Show leek",
            ])
        #expect(roles(list) == ["row", "row", "row", "header", "row", "header", "row", "footer"])
    }

    @Test("an element added to a ForEach in mixed content is one splice at its position")
    func insertIntoMixedContent() throws {
        let host = CoreHost(Mixed())
        let list = try #require(host.root.find("LazyList"))
        host.button("Add fruit").click()
        host.settle()
        #expect(list.lazySplices.last == LazyListSplice(position: 3, removedCount: 0, addedCount: 1))
        #expect(host.texts.prefix(5) == ["Top", "Apple", "Banana", "Cherry", "Vegetables"])
    }

    @Test("a row appearing inside a section is one splice")
    func conditionalRowInSection() throws {
        let host = CoreHost(Mixed())
        let list = try #require(host.root.find("LazyList"))
        host.button("Show leek").click()
        host.settle()
        #expect(list.lazySplices.last == LazyListSplice(position: 5, removedCount: 0, addedCount: 1))
        #expect(host.texts.prefix(6) == ["Top", "Apple", "Banana", "Vegetables", "Carrot", "Leek"])
    }

    struct Group: Identifiable {
        let id: String
        let items: [String]
    }

    @Test("a ForEach of sections gives each section its header row")
    func forEachOfSections() throws {
        let groups = [Group(id: "A", items: ["Ant", "Ape"]), Group(id: "B", items: ["Bee"])]
        let host = CoreHost(
            List {
                ForEach(groups) { group in
                    Section(group.id) { ForEach(group.items, id: \.self) { Text($0) } }
                }
            })
        let list = try #require(host.root.find("LazyList"))
        #expect(host.texts == ["A", "Ant", "Ape", "B", "Bee"])
        #expect(roles(list) == ["header", "row", "row", "header", "row"])
    }

    @Test("outside a list a section shows its header, content and footer in a column")
    func sectionOutsideList() {
        let host = CoreHost(
            Section {
                Text("Body")
            } header: {
                Text("Head")
            } footer: {
                Text("Foot")
            })
        #expect(host.texts == ["Head", "Body", "Foot"])
        #expect(host.root.find("LazyList") == nil)
    }
}
