import GtkUICore
import GtkUICoreTesting
import Testing

/// `Grid` on the recording backend: rows and columns worked out from `GridRow`s, spanning
/// views and cell modifiers, and only what changed written again.
@MainActor
@Suite("Grid")
struct GridTests {
    struct Sheet: View {
        @State var total = 10
        @State var showsNote = false
        @State var wideName = false
        @State var rowAlignment: VerticalAlignment? = nil
        var body: some View {
            VStack {
                Grid(alignment: .leading, horizontalSpacing: 12) {
                    GridRow(alignment: rowAlignment) {
                        Text("Name").gridCellColumns(wideName ? 2 : 1)
                        Text("Ada")
                    }
                    Divider()
                    GridRow {
                        Text("Total")
                        Text("\(total)").gridColumnAlignment(.trailing)
                        Text("€")
                    }
                    if showsNote { Text("note") }
                }
                Button("Add") { total += 1 }
                Button("Note") { showsNote.toggle() }
                Button("Widen") { wideName.toggle() }
                Button("Top") { rowAlignment = .top }
            }
        }
    }

    private func grid(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "Grid" })
    }

    private func cells(of grid: TestWidget) -> [String] {
        grid.children.map { "\($0.text ?? $0.kind)@\($0.properties["gridCell"] as? String ?? "?")" }
    }

    @Test("GridRow cells take columns in order; a view outside a row spans every column")
    func rowsAndSpanningViews() throws {
        let host = CoreHost(Sheet())
        let grid = try grid(in: host)
        #expect(cells(of: grid) == ["Name@0,0,1", "Ada@0,1,1", "Divider@1,0,3", "Total@2,0,1", "10@2,1,1", "€@2,2,1"])
        #expect(grid.properties["horizontalSpacing"] as? Double == 12)
        #expect(grid.properties["verticalSpacing"] as? Double == 8)
    }

    @Test("gridColumnAlignment on one cell aligns its whole column; others use the grid's alignment")
    func columnAlignment() throws {
        let grid = try grid(in: CoreHost(Sheet()))
        let alignments = grid.children.map { $0.properties["gridAlignment"] as? String }
        #expect(alignments[1] == "trailing,center", "Ada is in the trailing column")
        #expect(alignments[4] == "trailing,center")
        #expect(alignments[0] == "leading,center")
        #expect(alignments[5] == "leading,center")
    }

    @Test("a change inside one cell writes that cell only")
    func cellChangeIsOneWrite() throws {
        let host = CoreHost(Sheet())
        host.statistics.reset()
        host.button("Add").click()
        host.settle()
        #expect(try grid(in: host).children[4].text == "11")
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("a spanning view an if adds becomes a new row; nothing else is rewritten")
    func addedRow() throws {
        let host = CoreHost(Sheet())
        host.statistics.reset()
        host.button("Note").click()
        host.settle()
        let grid = try grid(in: host)
        #expect(cells(of: grid).last == "note@3,0,3")
        #expect(host.statistics.writes(of: "Label.gridCell") == 1, "only the new cell is placed")
    }

    @Test("gridCellColumns widens a cell and moves the cells after it, and the grid's column count")
    func spanMovesFollowingCells() throws {
        let host = CoreHost(Sheet())
        host.statistics.reset()
        host.button("Widen").click()
        host.settle()
        let grid = try grid(in: host)
        #expect(Array(cells(of: grid).prefix(3)) == ["Name@0,0,2", "Ada@0,2,1", "Divider@1,0,3"])
        #expect(host.statistics.writes(of: "Label.text") == 0)
    }

    @Test("a row's new alignment re-aligns its cells only")
    func rowAlignment() throws {
        let host = CoreHost(Sheet())
        host.statistics.reset()
        host.button("Top").click()
        host.settle()
        let grid = try grid(in: host)
        #expect(grid.children[0].properties["gridAlignment"] as? String == "leading,leading")
        #expect(grid.children[3].properties["gridAlignment"] as? String == "leading,center")
        #expect(host.statistics.writes(of: "Label.gridAlignment") == 2)
    }

    struct AnchoredCell: View {
        @State var anchor = UnitPoint.topTrailing
        var body: some View {
            VStack {
                Grid {
                    GridRow {
                        Text("big")
                        Text("dot").gridCellAnchor(anchor).gridCellUnsizedAxes(.horizontal)
                    }
                }
                Button("Move") { anchor = UnitPoint(x: 0.1, y: 0.9) }
            }
        }
    }

    @Test("gridCellAnchor places a cell at the nearest edge or centre; a change from inside re-places it")
    func anchor() throws {
        let host = CoreHost(AnchoredCell())
        let dot = try #require(host.allWidgets.first { $0.text == "dot" })
        #expect(dot.properties["gridAlignment"] as? String == "trailing,leading")
        #expect(dot.properties["gridUnsizedAxes"] as? Axis.Set.RawValue == Axis.Set.horizontal.rawValue)
        host.button("Move").click()
        host.settle()
        #expect(dot.properties["gridAlignment"] as? String == "leading,trailing")
    }

    @Test("cells from ForEach rows line up in columns")
    func forEachRows() throws {
        let host = CoreHost(
            Grid {
                ForEach(["a", "b"], id: \.self) { name in
                    GridRow {
                        Text(name)
                        Text(name.uppercased())
                    }
                }
            })
        #expect(cells(of: try grid(in: host)) == ["a@0,0,1", "A@0,1,1", "b@1,0,1", "B@1,1,1"])
    }

    @Test("gridCellColumns(0) is reported, naming the view and the fix, and spans one column")
    func zeroColumnsReported() throws {
        let (host, messages) = capturingDiagnostics {
            CoreHost(Grid { GridRow { Text("x").gridCellColumns(0) } })
        }
        #expect(cells(of: try grid(in: host)) == ["x@0,0,1"])
        #expect(
            messages.contains { $0.contains("gridCellColumns(0)") && $0.contains("Text") && $0.contains("1 or more") })
    }
}
