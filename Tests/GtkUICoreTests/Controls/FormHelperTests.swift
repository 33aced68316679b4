import GtkUICore
import GtkUICoreTesting
import Testing

/// `Divider`, `DisclosureGroup`, `LabeledContent` and `ControlGroup` on the recording backend.
@MainActor
@Suite("Form helpers")
struct FormHelperTests {
    @Test("a divider runs across its stack: horizontal in a VStack, vertical in an HStack")
    func dividerOrientation() {
        let host = CoreHost(
            VStack {
                Divider()
                HStack { Divider().padding(2) }
            })
        let dividers = host.root.allDescendants.filter { $0.kind == "Divider" }
        #expect(dividers.map { $0.properties["lineAxis"] as? String } == ["horizontal", "vertical"])
    }

    struct Advanced: View {
        @State var isExpanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Advanced", isExpanded: $isExpanded) { Text("Details") }
                Text(isExpanded ? "open" : "closed")
                Button("Toggle") { isExpanded.toggle() }
            }
        }
    }

    @Test("a disclosure group writes the user's toggle to its binding and shows changes from code")
    func disclosureGroup() throws {
        let host = CoreHost(Advanced())
        let group = try #require(host.root.find("DisclosureGroup"))
        #expect(group.visibleTexts == ["Advanced", "Details"])
        group.setExpanded(true)
        host.settle()
        #expect(host.texts.contains("open"))
        host.statistics.reset()
        host.button("Toggle").click()
        host.settle()
        #expect(group.properties["expanded"] as? Bool == false)
        #expect(host.statistics.writes(of: "DisclosureGroup.expanded") == 1)
    }

    @Test("labeled content puts the label first and the value last; a control group holds its buttons")
    func labeledContentAndControlGroup() {
        let host = CoreHost(
            VStack {
                LabeledContent("Version", value: "1.2")
                ControlGroup {
                    Button("Bold") {}
                    Button("Italic") {}
                }
            })
        #expect(host.texts.prefix(2) == ["Version", "1.2"])
        let group = host.root.find("ControlGroup")
        #expect(group?.children.map(\.kind) == ["Button", "Button"])
    }

    @Test("a labeled control group is named by its label and shows only its controls")
    func labeledControlGroup() {
        let host = CoreHost(
            ControlGroup {
                Button("Zoom Out") {}
                Button("Zoom In") {}
            } label: {
                Label("Zoom", systemImage: "magnifyingglass")
            })
        let group = host.root.find("ControlGroup")
        #expect(group?.properties["accessibleName"] as? String == "Zoom")
        #expect(group?.children.map(\.kind) == ["Button", "Button"])
        #expect(!host.texts.contains("Zoom"), "the label names the group; it is not shown")
    }
}
