import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// How a `List` identifies its rows: ids are computed once per value of the data, observed
/// when they come from `@Observable` elements, and duplicates are left out with a warning.
@MainActor
@Suite("List identity")
struct ListIdentityTests {
    /// Counts how often an id is read (only by these tests' main-actor code).
    enum IDReads {
        nonisolated(unsafe) static var count = 0
    }

    struct Item {
        let number: Int
        var countedID: Int {
            IDReads.count += 1
            return number
        }
    }

    struct Screen: View {
        @State var items = (0..<1000).map(Item.init)
        @State var title = "Title"
        var body: some View {
            Text(title)
            List(items, id: \.countedID) { Text("Item \($0.number)") }
            Button("Retitle") { title += "!" }
            Button("Append") { items.append(Item(number: items.count)) }
        }
    }

    @Test("re-rendering a list with the same data computes no id again and changes nothing")
    func sameDataReusesIDs() throws {
        let host = CoreHost(Screen())
        let list = try #require(host.root.find("LazyList"))
        let splices = list.lazySplices.count
        IDReads.count = 0
        host.statistics.reset()
        host.button("Retitle").click()
        host.settle()
        #expect(host.texts.first == "Title!")
        #expect(IDReads.count == 0)
        #expect(list.lazySplices.count == splices)
        #expect(host.statistics.structuralChanges == 0)

        host.button("Append").click()
        host.settle()
        #expect(IDReads.count == 1001, "new data: every id is read once")
        #expect(list.lazySplices.last == LazyListSplice(position: 1000, removedCount: 0, addedCount: 1))
    }

    @Observable
    final class Tag {
        var code: String
        init(_ code: String) { self.code = code }
    }

    struct TagList: View {
        let tags: [Tag]
        var body: some View {
            List(tags, id: \.code) { Text($0.code) }
        }
    }

    @Test("an id read from an @Observable element is observed: changing it gives the row a new identity")
    func observableIDChangeRekeysRow() throws {
        let tags = [Tag("a"), Tag("b"), Tag("c")]
        let host = CoreHost(TagList(tags: tags))
        let list = try #require(host.root.find("LazyList"))
        tags[1].code = "x"
        host.settle()
        #expect(host.texts == ["a", "x", "c"])
        #expect(list.lazySplices.last == LazyListSplice(position: 1, removedCount: 1, addedCount: 1))
    }

    @Test("a duplicate id is shown once, with a warning")
    func duplicateIDs() throws {
        var messages: [String] = []
        Diagnostics.handler = { messages.append($0) }
        defer { Diagnostics.handler = nil }
        let host = CoreHost(List(["a", "b", "a", "c", "b"], id: \.self) { Text($0) })
        #expect(host.texts == ["a", "b", "c"])
        #expect(messages.filter { $0.contains("more than once") }.count == 2)
    }
}
