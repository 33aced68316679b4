import GtkUICore
import GtkUICoreTesting
import Testing

/// `Form` groups its sections and the loose views between them; a `Section` outside a form
/// stays a column.
@MainActor
@Suite("Form")
struct FormTests {
    struct Settings: View {
        @State var isOn = false
        var body: some View {
            Form {
                Text("Name")
                Section {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Text(isOn ? "on" : "off")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Applies at once")
                }
                Text("After")
            }
        }
    }

    @Test("sections become form sections and loose views untitled groups, in order")
    func grouping() throws {
        let host = CoreHost(Settings())
        let form = try #require(host.allWidgets.first { $0.kind == "Form" })
        #expect(form.children.map(\.kind) == ["FormSection", "FormSection", "FormSection"])
        #expect(
            form.children.map { $0.children.map(\.kind) } == [
                ["FormRows"], ["FormHeader", "FormRows", "FormFooter"], ["FormRows"],
            ])
        #expect(form.children[1].children[1].children.count == 2, "one row per view")
        #expect(form.children[1].visibleTexts == ["Network", "Wi-Fi", "off", "Applies at once"])
    }

    @Test("flipping a toggle in a form re-renders its row only")
    func toggleInForm() {
        let host = CoreHost(Settings())
        host.statistics.reset()
        host.toggle("Wi-Fi").toggle()
        host.settle()
        #expect(host.texts.contains("on"))
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("a section outside a form is a column")
    func sectionElsewhere() {
        let host = CoreHost(VStack { Section("Title") { Text("Row") } })
        #expect(!host.allWidgets.contains { $0.kind.hasPrefix("Form") })
        #expect(host.texts == ["Title", "Row"])
    }
}
