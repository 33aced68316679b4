import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `.onDelete` and `.onMove` on a `ForEach` in a `List`: the user's edits reach the actions
/// with the elements' offsets.
@MainActor
@Suite("List editing")
struct ListEditingTests {
    final class Probe {
        var names: [String] = []
    }

    struct Editor: View {
        let probe: Probe
        let editable: Bool
        @State private var names = ["A", "B", "C", "D"]
        var body: some View {
            probe.names = names
            return List {
                Text("Static")
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete(perform: editable ? { names.remove(atOffsets: $0) } : nil)
                    .onMove(perform: editable ? { names.move(fromOffsets: $0, toOffset: $1) } : nil)
            }
        }
    }

    private func list(_ host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "LazyList" })
    }

    @Test("deleting a row calls onDelete with its element's offset, not its position")
    func deleteByOffset() throws {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe, editable: true))
        #expect(try list(host).deleteRows([2]))
        host.settle()
        #expect(probe.names == ["A", "C", "D"])
        #expect(try list(host).rowCount == 4)
    }

    @Test("a static row, or a ForEach without onDelete, cannot be deleted")
    func notDeletable() throws {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe, editable: false))
        #expect(try !list(host).deleteRows([1]))
        let editable = CoreHost(Editor(probe: probe, editable: true))
        #expect(try !list(editable).deleteRows([0]))
    }

    @Test("moving a row down and up calls onMove with SwiftUI's destination offsets")
    func move() throws {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe, editable: true))
        #expect(try list(host).moveRow(at: 1, by: 1))
        host.settle()
        #expect(probe.names == ["B", "A", "C", "D"])
        #expect(try list(host).moveRow(at: 4, by: -1))
        host.settle()
        #expect(probe.names == ["B", "A", "D", "C"])
        #expect(try !list(host).moveRow(at: 4, by: 1), "the last row cannot move further down")
    }
}
