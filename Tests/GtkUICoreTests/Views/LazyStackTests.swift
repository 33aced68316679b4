import GtkUICore
import GtkUICoreTesting
import Testing

/// `LazyVStack` and `LazyVGrid` are lazy lists without list styling: the same row binding,
/// recycling and state, with their own spacing, alignment and columns.
@MainActor
@Suite("Lazy stacks and grids")
struct LazyStackTests {
    struct Counter: View {
        let number: Int
        @State private var count = 0
        var body: some View {
            Button("\(number): \(count)") { count += 1 }
        }
    }

    @Test("a LazyVStack binds only its viewport and keeps a row's state across scrolling")
    func lazyVStack() throws {
        let host = CoreHost(
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<10_000) { Counter(number: $0) }
            })
        let list = try #require(host.root.find("LazyList"))
        #expect(list.properties["style"] as? String == "plain")
        #expect(list.properties["selectionMode"] as? String == "none")
        #expect(host.statistics.bodyEvaluations(of: Counter.self) == 10)
        host.button("2: 0").click()
        host.settle()
        list.scrollRows(to: 5000)
        host.settle()
        #expect(host.texts.first == "5000: 0")
        list.scrollRows(to: 0)
        host.settle()
        #expect(host.texts[2] == "2: 1")
    }

    /// The columns a grid with `items` asks its widget for, as the in-memory backend records them.
    private func gridStyle(_ items: [GridItem]) throws -> String? {
        let host = CoreHost(LazyVGrid(columns: items) { Text("Cell") })
        return try #require(host.root.find("LazyList")).properties["style"] as? String
    }

    private func style(_ minimum: Int, _ maximum: Int, _ width: Double?) -> String {
        "\(LazyListConfiguration.Style.grid(LazyGridColumns(minimumCount: minimum, maximumCount: maximum, minimumCellWidth: width)))"
    }

    @Test("fixed and flexible grid items give exactly that many columns")
    func fixedColumns() throws {
        #expect(try gridStyle([GridItem(.fixed(40)), GridItem(), GridItem(.flexible())]) == style(3, 3, 40))
        #expect(try gridStyle([]) == style(1, 1, nil))
    }

    @Test("an adaptive grid item gives as many columns of its minimum width as fit")
    func adaptiveColumns() throws {
        #expect(try gridStyle([GridItem(.adaptive(minimum: 80))]) == style(1, 64, 80))
    }

    @Test("a LazyVGrid binds only the cells in view")
    func lazyVGrid() throws {
        let host = CoreHost(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 2) {
                ForEach(0..<500) { Text("Cell \($0)") }
            })
        let list = try #require(host.root.find("LazyList"))
        #expect(list.rowCount == 500)
        #expect(list.properties["style"] as? String == style(2, 2, nil))
        #expect(host.texts == (0..<10).map { "Cell \($0)" })
    }
}
