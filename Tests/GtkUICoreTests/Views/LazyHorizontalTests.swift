import GtkUICore
import GtkUICoreTesting
import Testing

/// `LazyHStack` and `LazyHGrid` on the recording backend: lazy containers along the
/// horizontal axis, binding only what is in view.
@MainActor
@Suite("Lazy horizontal stacks and grids")
struct LazyHorizontalTests {
    private func style(_ minimum: Int, _ maximum: Int, _ length: Double?) -> String {
        "\(LazyListConfiguration.Style.grid(LazyGridColumns(minimumCount: minimum, maximumCount: maximum, minimumCellWidth: length)))"
    }

    @Test("a LazyHStack is a plain lazy list along the horizontal axis that binds only its viewport")
    func lazyHStack() throws {
        let host = CoreHost(
            LazyHStack(alignment: .top, spacing: 4) {
                ForEach(0..<1000) { Text("Item \($0)") }
            })
        let list = try #require(host.root.find("LazyList"))
        #expect(list.properties["axis"] as? String == "horizontal")
        #expect(list.properties["style"] as? String == "\(LazyListConfiguration.Style.plain)")
        #expect(list.rowCount == 1000)
        #expect(host.texts == (0..<10).map { "Item \($0)" })
    }

    @Test("LazyHGrid rows: fixed and flexible items give that many rows, an adaptive one its minimum height")
    func lazyHGridRows() throws {
        func gridStyle(_ rows: [GridItem]) throws -> String? {
            let host = CoreHost(LazyHGrid(rows: rows) { Text("Cell") })
            let list = try #require(host.root.find("LazyList"))
            #expect(list.properties["axis"] as? String == "horizontal")
            return list.properties["style"] as? String
        }
        #expect(try gridStyle([GridItem(.fixed(50)), GridItem(.flexible())]) == style(2, 2, 50))
        #expect(try gridStyle([GridItem(.adaptive(minimum: 40))]) == style(1, 1, 40))
    }

    @Test("a LazyVStack stays vertical")
    func verticalStaysVertical() throws {
        let host = CoreHost(LazyVStack { Text("Row") })
        #expect(try #require(host.root.find("LazyList")).properties["axis"] as? String == "vertical")
    }
}
