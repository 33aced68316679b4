import GtkUICore
import GtkUICoreTesting
import Testing

/// Secure fields, editors, submission and input traits on the in-memory backend.
@MainActor
@Suite("Text input")
struct TextInputTests {
    struct Form: View {
        @State var name = ""
        @State var secret = ""
        @State var notes = ""
        @State var log: [String] = []

        var body: some View {
            VStack {
                TextField("Name", text: $name).keyboardType(.emailAddress)
                SecureField("Secret", text: $secret)
                TextEditor(text: $notes)
                Text("Log \(log.joined(separator: ","))")
            }
            .onSubmit { log.append("submit \(name)") }
            .onSubmit(of: .search) { log.append("search") }
        }
    }

    @Test("typing reaches each binding once; Return in a field runs the text onSubmit actions only")
    func submit() {
        let host = CoreHost(Form())
        let name = host.field(placeholder: "Name")
        let secret = host.allWidgets.first { $0.kind == "SecureField" }!
        let notes = host.allWidgets.first { $0.kind == "TextEditor" }!
        name.type("ada")
        secret.type("pw")
        notes.type("two\nlines")
        host.settle()
        host.statistics.reset()
        secret.submit()
        host.settle()
        #expect(host.texts.contains("Log submit ada"))
        #expect(host.statistics.writes(of: "SecureField.text") == 0)
        #expect(name.properties["inputTraits"] as? String == "\(traits(purpose: .email))")
    }

    struct Backgrounds: View {
        @State var hidden = false
        @State var notes = ""
        var body: some View {
            VStack {
                Button("Flip") { hidden.toggle() }
                TextEditor(text: $notes)
                    .scrollContentBackground(hidden ? .hidden : .visible)
            }
        }
    }

    @Test(".scrollContentBackground(.hidden) reaches the editor; a shown background costs no write")
    func contentBackground() {
        let host = CoreHost(Backgrounds())
        let editor = host.allWidgets.first { $0.kind == "TextEditor" }!
        #expect(editor.properties["backgroundHidden"] == nil, "the default writes nothing")
        host.button("Flip").click()
        host.settle()
        #expect(editor.properties["backgroundHidden"] as? Bool == true)
        host.button("Flip").click()
        host.settle()
        #expect(editor.properties["backgroundHidden"] as? Bool == false)
    }

    private func traits(purpose: TextInputTraits.Purpose) -> TextInputTraits {
        var traits = TextInputTraits()
        traits.purpose = purpose
        return traits
    }
}
