import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("a table reads as a tree table whose first row names the columns, then rows of cells")
    func tableReadsAsTable() throws {
        let trees = try probe(["tree"], launch: ["--page", "catalog-tables"])
        let tree = try #require(trees.first)
        let start = try #require(tree.firstIndex { $0.role == "tree table" }, "roles: \(Set(tree.map(\.role)))")
        let depth = tree[start].depth
        let table = tree[(start + 1)...].prefix { $0.depth > depth }
        // GTK 4.8 gives the header titles no column-header role: the header is the table's first
        // row, and a screen reader reads its titles in order.
        let headerRow = try #require(table.first)
        #expect(headerRow.role == "table row")
        let titles = table.dropFirst().prefix { $0.depth > headerRow.depth }.filter { $0.role == "label" }
        #expect(titles.map(\.name) == ["Planet", "Moons", "Distance (AU)", "Kind"])
        let cells = table.filter { $0.role == "table cell" }
        #expect(cells.count >= 8 * 4, "a cell per column in each of the 8 rows: \(cells.count)")
        for text in ["Mercury", "Neptune", "30.10", "Ice giant"] {
            #expect(table.contains { $0.role == "label" && $0.name == text }, "“\(text)” is not read in the table")
        }
    }
}
