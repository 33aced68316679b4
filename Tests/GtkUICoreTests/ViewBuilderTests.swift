import GtkUICore
import GtkUICoreTesting
import Testing

/// `@ViewBuilder` content: conditionals keep a branch's widgets while it stays selected and
/// replace them when another is chosen; `Group` and `EmptyView` add no widgets of their own.
@MainActor
@Suite("ViewBuilder")
struct ViewBuilderTests {
    // MARK: if / else

    struct IfElseView: View {
        @State private var isOn = false
        @State private var detail = "a"
        var body: some View {
            VStack {
                if isOn {
                    Text("On \(detail)")
                } else {
                    Text("Off \(detail)")
                }
                Button("Flip") { isOn.toggle() }
                Button("Detail") { detail = "b" }
            }
        }
    }

    @Test("switching an if/else branch replaces the branch's widgets")
    func ifElseSwitchesBranch() {
        let host = CoreHost(IfElseView())
        #expect(host.texts.first == "Off a")
        host.statistics.reset()
        host.button("Flip").click()
        host.settle()
        #expect(host.texts.first == "On a")
        #expect(host.statistics.widgetsCreated == 1)
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.statistics.structuralChanges == 1)
    }

    @Test("re-rendering within the same branch updates its widgets in place")
    func ifElseSameBranchUpdatesInPlace() {
        let host = CoreHost(IfElseView())
        host.statistics.reset()
        host.button("Detail").click()
        host.settle()
        #expect(host.texts.first == "Off b")
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.structuralChanges == 0)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    // MARK: if let, optional content

    struct IfLetView: View {
        @State private var name: String?
        var footnote: Text?
        var body: some View {
            VStack {
                if let name {
                    Text("Hello, \(name)")
                }
                footnote
                Button("Name") { name = "Ada" }
                Button("Clear") { name = nil }
            }
        }
    }

    @Test("if let shows its content only while the value is there")
    func ifLet() {
        let host = CoreHost(IfLetView())
        #expect(host.texts == ["Name", "Clear"])
        host.button("Name").click()
        host.settle()
        #expect(host.texts == ["Hello, Ada", "Name", "Clear"])
        host.statistics.reset()
        host.button("Clear").click()
        host.settle()
        #expect(host.texts == ["Name", "Clear"])
        #expect(host.statistics.widgetsDestroyed == 1)
    }

    @Test("an optional view shows when present and adds nothing when nil")
    func optionalContent() {
        let withFootnote = CoreHost(IfLetView(footnote: Text("note")))
        #expect(withFootnote.texts == ["note", "Name", "Clear"])
        let without = CoreHost(IfLetView(footnote: nil))
        #expect(without.root.children.first?.children.count == 2)
    }

    // MARK: switch

    enum Mode { case list, grid, empty }

    struct SwitchView: View {
        @State private var mode = Mode.list
        var body: some View {
            VStack {
                switch mode {
                case .list: Text("list")
                case .grid:
                    HStack {
                        Text("grid 1"); Text("grid 2")
                    }
                case .empty: EmptyView()
                }
                Button("Grid") { mode = .grid }
                Button("Empty") { mode = .empty }
            }
        }
    }

    @Test("a switch shows the matching case's content")
    func switchCases() {
        let host = CoreHost(SwitchView())
        #expect(host.texts == ["list", "Grid", "Empty"])
        host.statistics.reset()
        host.button("Grid").click()
        host.settle()
        #expect(host.texts == ["grid 1", "grid 2", "Grid", "Empty"])
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.statistics.widgetsCreated == 3)

        host.statistics.reset()
        host.button("Empty").click()
        host.settle()
        #expect(host.texts == ["Grid", "Empty"])
        #expect(host.statistics.widgetsDestroyed == 3)
        #expect(host.statistics.widgetsCreated == 0)
    }

    // MARK: Group, EmptyView

    @Test("a Group adds its children to the enclosing stack without a container")
    func groupAddsNoContainer() {
        struct GroupView: View {
            var body: some View {
                VStack {
                    Text("before")
                    Group {
                        Text("one")
                        Text("two")
                    }
                }
            }
        }
        let host = CoreHost(GroupView())
        #expect(host.texts == ["before", "one", "two"])
        #expect(host.root.children.first?.children.map(\.kind) == ["Label", "Label", "Label"])
    }

    @Test("an EmptyView shows nothing and creates no widget")
    func emptyViewShowsNothing() {
        struct Blank: View {
            var body: some View { EmptyView() }
        }
        let host = CoreHost(
            VStack {
                Text("only"); Blank()
            })
        #expect(host.root.children.first?.children.count == 1)
        #expect(host.statistics.bodyEvaluations(of: Blank.self) == 1)
        let empty = CoreHost(EmptyView())
        #expect(empty.root.children.isEmpty)
    }

    // MARK: AnyView

    struct AnyViewHost: View {
        @State private var showsButton = false
        @State private var caption = "plain"
        var content: AnyView {
            showsButton ? AnyView(Button("button") {}) : AnyView(Text(caption))
        }
        var body: some View {
            VStack {
                content
                Button("Use button") { showsButton = true }
                Button("Caption") { caption = "changed" }
            }
        }
    }

    @Test("an AnyView whose wrapped type changes replaces the subtree")
    func anyViewTypeChangeReplaces() {
        let host = CoreHost(AnyViewHost())
        #expect(host.texts.first == "plain")
        host.statistics.reset()
        host.button("Use button").click()
        host.settle()
        #expect(host.texts.first == "button")
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.statistics.widgetsCreated == 2)
    }

    @Test("an AnyView wrapping the same type updates in place")
    func anyViewSameTypeUpdatesInPlace() {
        let host = CoreHost(AnyViewHost())
        let label = host.root.find("Label", text: "plain")
        host.statistics.reset()
        host.button("Caption").click()
        host.settle()
        #expect(host.root.find("Label", text: "changed") === label)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }
}
