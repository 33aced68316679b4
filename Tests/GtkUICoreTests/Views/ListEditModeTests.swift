import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `EditButton`, `\.editMode`, `.deleteDisabled`/`.moveDisabled`, `.listStyle`, `.formStyle`
/// and `.refreshable`, on the recording backend.
@MainActor
@Suite("List edit mode and styles")
struct ListEditModeTests {
    final class Probe {
        var names: [String] = []
        var rowBodies = 0
    }

    struct Row: View {
        let name: String
        let probe: Probe
        var body: some View {
            probe.rowBodies += 1
            return Text(name).deleteDisabled(name == "B").moveDisabled(name == "C")
        }
    }

    struct Editor: View {
        let probe: Probe
        @State private var names = ["A", "B", "C", "D"]
        @State private var mode = EditMode.inactive
        var body: some View {
            probe.names = names
            return VStack {
                EditButton()
                List {
                    ForEach(names, id: \.self) { Row(name: $0, probe: probe) }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private func editActions(_ host: CoreHost) throws -> [String] {
        let list = try #require(host.allWidgets.first { $0.kind == "LazyList" })
        return (0..<list.rowCount).map { list.rowSlot(at: $0)?.properties["editActions"] as? String ?? "" }
    }

    @Test("EditButton turns edit mode on and off; rows show the buttons their ForEach and modifiers allow")
    func editButtonShowsRowButtons() throws {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        #expect(try editActions(host) == ["", "", "", ""])
        let created = host.statistics.widgetsCreated
        let bodies = probe.rowBodies
        host.button("Edit").click()
        host.settle()
        #expect(host.texts.contains("Done"))
        #expect(try editActions(host) == ["delete,move,first", "move", "delete", "delete,move,last"])
        #expect(host.statistics.widgetsCreated == created, "edit mode restyles rows, it makes no widgets")
        #expect(probe.rowBodies == bodies, "no row body runs again: the rows' data did not change")
        host.button("Done").click()
        host.settle()
        #expect(host.texts.contains("Edit"))
        #expect(try editActions(host) == ["", "", "", ""])
    }

    @Test(".deleteDisabled and .moveDisabled rows refuse the keyboard's delete and move too")
    func disabledRowsRefuseKeys() throws {
        let probe = Probe()
        let host = CoreHost(Editor(probe: probe))
        let list = try #require(host.allWidgets.first { $0.kind == "LazyList" })
        #expect(!list.deleteRows([1]), "B is deleteDisabled")
        #expect(!list.moveRow(at: 2, by: -1), "C is moveDisabled")
        #expect(list.deleteRows([0]))
        host.settle()
        #expect(probe.names == ["B", "C", "D"])
    }

    @Test("without an edit mode in the environment EditButton is disabled")
    func noEditMode() throws {
        let host = CoreHost(EditButton())
        let button = host.button("Edit")
        #expect(!button.isEnabled)
    }

    @Test("a window's scene state holds an edit mode that EditButton toggles")
    func sceneEditMode() throws {
        var environment = EnvironmentValues()
        let scene = _SceneState()
        environment._sceneState = scene
        let host = CoreHost(EditButton(), environment: environment)
        host.button("Edit").click()
        host.settle()
        #expect(scene.editMode == .active)
        #expect(host.texts == ["Done"])
        scene.editMode = .inactive
        host.settle()
        #expect(host.texts == ["Edit"])
    }

    @Test(".listStyle reaches the list's configuration; no style records nothing")
    func listStyle() throws {
        let sidebar = CoreHost(List { Text("Row") }.listStyle(.sidebar))
        #expect(sidebar.allWidgets.first { $0.kind == "LazyList" }?.properties["appearance"] as? String == "sidebar")
        let card = CoreHost(VStack { List { Text("Row") } }.listStyle(.insetGrouped))
        #expect(card.allWidgets.first { $0.kind == "LazyList" }?.properties["appearance"] as? String == "insetGrouped")
        let plain = CoreHost(List { Text("Row") })
        #expect(plain.allWidgets.first { $0.kind == "LazyList" }?.properties["appearance"] == nil)
    }

    @Test(".formStyle(.columns) reaches the form; .grouped is the default")
    func formStyle() throws {
        let grouped = CoreHost(Form { Text("A") })
        #expect(grouped.allWidgets.first { $0.kind == "Form" }?.properties["style"] == nil)
        let columns = CoreHost(Form { Text("A") }.formStyle(.columns))
        #expect(columns.allWidgets.first { $0.kind == "Form" }?.properties["style"] as? String == "columns")
    }

    @Test(".refreshable puts its action in the environment for the views inside")
    func refreshable() async throws {
        final class Counter: @unchecked Sendable {
            var count = 0
        }
        struct Reader: View {
            @Environment(\.refresh) var refresh
            var body: some View { Text(refresh == nil ? "none" : "refreshable") }
        }
        let counter = Counter()
        let host = CoreHost(
            VStack {
                Reader().refreshable { counter.count += 1 }; Reader()
            })
        #expect(host.texts == ["refreshable", "none"])
    }
}
