import GtkUICore
import GtkUICoreTesting
import Testing

/// `ZStack` on the recording backend: its children become the layers of one container, back
/// to front, whatever builds them (several views, `ForEach`, `if`), and its alignment is one
/// property of that container.
@MainActor
@Suite("ZStack")
struct ZStackTests {
    struct Badge: View {
        @State var alignment = Alignment.center
        @State var showsBadge = true
        @State var rings = ["inner"]
        var body: some View {
            VStack {
                ZStack(alignment: alignment) {
                    Text("card")
                    ForEach(rings, id: \.self) { Text($0) }
                    if showsBadge { Text("3") }
                }
                Button("Move") { alignment = .bottomTrailing }
                Button("Toggle badge") { showsBadge.toggle() }
                Button("Add ring") { rings.append("outer") }
            }
        }
    }

    private func zStack(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "ZStack" })
    }

    @Test("the children of several views, a ForEach and an if are the layers, back to front")
    func childrenAreLayersInOrder() throws {
        let host = CoreHost(Badge())
        let stack = try zStack(in: host)
        #expect(stack.children.map { $0.text ?? "" } == ["card", "inner", "3"])
        #expect(stack.properties["alignment"] as? String == "\(Alignment.center)")
    }

    @Test("a new alignment is one write, to the stack itself")
    func alignmentIsOneWrite() throws {
        let host = CoreHost(Badge())
        host.statistics.reset()
        host.button("Move").click()
        host.settle()
        #expect(try zStack(in: host).properties["alignment"] as? String == "\(Alignment.bottomTrailing)")
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.writes(of: "ZStack.alignment") == 1)
    }

    @Test("an unchanged alignment writes nothing when the stack's parent re-renders")
    func unchangedAlignmentWritesNothing() throws {
        let host = CoreHost(Badge())
        host.statistics.reset()
        host.button("Add ring").click()
        host.settle()
        #expect(host.statistics.writes(of: "ZStack.alignment") == 0)
    }

    @Test("a layer that an if removes or a ForEach adds leaves or joins in its place")
    func layersComeAndGo() throws {
        let host = CoreHost(Badge())
        let stack = try zStack(in: host)
        host.button("Toggle badge").click()
        host.settle()
        #expect(stack.children.map { $0.text ?? "" } == ["card", "inner"])
        host.button("Add ring").click()
        host.settle()
        host.button("Toggle badge").click()
        host.settle()
        #expect(stack.children.map { $0.text ?? "" } == ["card", "inner", "outer", "3"])
        #expect(try zStack(in: host) === stack, "the stack was rebuilt")
    }

    @Test("ZStack(alignment:spacing:) lays out as ZStack(alignment:)")
    func spacingHasNoEffect() throws {
        let host = CoreHost(
            ZStack(alignment: .top, spacing: 12) {
                Text("back")
                Text("front")
            })
        let stack = try zStack(in: host)
        #expect(stack.children.map { $0.text ?? "" } == ["back", "front"])
        #expect(stack.properties["alignment"] as? String == "\(Alignment.top)")
    }

    @Test("unmounting a ZStack releases its container")
    func unmountReleases() throws {
        let host = CoreHost(Badge())
        let stack = try zStack(in: host)
        host.unmount()
        #expect(stack.isDiscarded)
    }
}
