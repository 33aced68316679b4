import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Divider`, `DisclosureGroup`, `LabeledContent`, `ControlGroup` and `Stepper` on real GTK
/// widgets.
@MainActor
@Suite("Form helpers on GTK", .serialized)
struct FormsGtkTests {
    struct Settings: View {
        @State var showsAdvanced = false
        @State var count = 1
        var body: some View {
            VStack(alignment: .leading) {
                LabeledContent("Version", value: "1.2")
                Divider()
                HStack {
                    Text("Left")
                    Divider()
                    Text("Right")
                }
                .frame(height: 30)
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    Text("Verbose logging")
                }
                Text(showsAdvanced ? "advanced shown" : "advanced hidden")
                Button("Show advanced") { showsAdvanced = true }
                ControlGroup {
                    Button("Bold") {}
                    Button("Italic") {}
                }
                Stepper("Copies: \(count)", value: $count, in: 1...3)
            }
            .frame(width: 300)
        }
    }

    @Test("a divider is a horizontal line in a VStack and a vertical one in an HStack")
    func dividers() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let lines = host.separators
        #expect(lines.map(\.isHorizontal) == [true, false])
        #expect(lines[0].renderedSize.width >= 290, "the line spans the column")
        #expect(lines[1].renderedSize.height >= 20, "the line spans the row")
    }

    @Test("clicking the header expands the group and writes the binding; code collapses it with no echo")
    func disclosureGroup() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let group = try host.expander("Advanced")
        #expect(!group.isExpanded)
        #expect(!host.isShown(text: "Verbose logging"))
        host.click(group)
        #expect(group.isExpanded)
        #expect(host.isShown(text: "Verbose logging"))
        #expect(host.isShown(text: "advanced shown"))
        host.click(group)
        #expect(host.isShown(text: "advanced hidden"))

        host.statistics.reset()
        host.click(try host.button("Show advanced"))
        #expect(group.isExpanded)
        #expect(host.statistics.writes(of: "Expander.expanded") == 1)
        #expect(host.statistics.bodyEvaluations(of: Settings.self) == 1, "no echo from the expander")
    }

    @Test("the disclosure group's header is reachable and toggled with the keyboard")
    func disclosureKeyboard() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let group = try host.expander("Advanced")
        host.activate(group)
        #expect(host.isShown(text: "advanced shown"))
    }

    @Test("labeled content puts its value at the trailing edge; a control group links its buttons")
    func labeledContentAndControlGroup() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let title = try #require(host.label("Version"))
        let value = try #require(host.label("1.2"))
        let titleFrame = try #require(title.renderedFrame(in: host.window))
        let valueFrame = try #require(value.renderedFrame(in: host.window))
        #expect(valueFrame.x - (titleFrame.x + titleFrame.width) > 150, "the value sits at the row's end")
        let bold = try host.button("Bold")
        let italic = try host.button("Italic")
        let group = try #require(bold.parent)
        #expect(group.hasCSSClass("linked"))
        #expect(italic.parent?.isSameWidget(as: group) == true)
    }

    @Test("the stepper's buttons change the value within its bounds and are disabled at them")
    func stepper() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let plus = try host.button("+")
        let minus = try host.button("−")
        #expect(!minus.isSensitive, "the value starts at the lower bound")
        host.click(plus)
        host.click(plus)
        #expect(host.isShown(text: "Copies: 3"))
        #expect(!plus.isSensitive, "the value is at the upper bound")
        host.activate(minus)
        #expect(host.isShown(text: "Copies: 2"))
        #expect(plus.isSensitive && minus.isSensitive)
    }

    struct Rows: View {
        @State var notes = "a\nb"
        var body: some View {
            VStack {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Notes") {
                    TextEditor(text: $notes).frame(height: 100)
                }
            }
            .frame(width: 300)
        }
    }

    @Test("a labeled row puts a value at its trailing edge, lets an editor fill it, and names the editor")
    func labeledContentRows() throws {
        let host = try GtkTestHost(Rows())
        defer { host.close() }
        let value = try #require(host.label("1.2"))
        let valueFrame = try #require(value.renderedFrame(in: host.window))
        let version = try #require(host.label("Version")?.renderedFrame(in: host.window))
        #expect(valueFrame.x + valueFrame.width > version.x + 280, "the value is at the trailing edge")
        let editor = try #require(host.textEditors.first)
        let editorFrame = try #require(editor.renderedFrame(in: host.window))
        let notes = try #require(host.label("Notes")?.renderedFrame(in: host.window))
        #expect(editorFrame.width > 200, "the editor takes the free width: \(editorFrame)")
        #expect(notes.y <= editorFrame.y + 8, "the label sits at the top of the editor")
        #expect(editor.textView.accessibleLabelledBy?.text == "Notes")
    }
}
