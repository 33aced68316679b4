import Foundation
import GtkUI
import GtkUITesting
import Testing

/// SecureField, TextEditor, `.onSubmit` and input traits on real GTK widgets, operated as a
/// person does.
@MainActor
@Suite("Text input on GTK", .serialized)
struct TextInputGtkTests {
    struct SignIn: View {
        @State var password = ""
        @State var submitted: [String] = []

        var body: some View {
            VStack {
                SecureField("Password", text: $password)
                TextField("User", text: .constant(""))
                Text("Length \(password.count)")
                Text("Submitted \(submitted.joined(separator: ","))")
            }
            .onSubmit { submitted.append("inner") }
            .onSubmit { submitted.append("outer") }
        }
    }

    @Test("SecureField hides what is typed, offers the peek icon, is named by its placeholder and submits on Return")
    func secureField() throws {
        let host = try GtkTestHost(SignIn())
        defer { host.close() }
        let field = try #require(host.secureFields.first)
        #expect(field.showsPeekIcon)
        #expect(field.placeholder == "Password")
        host.type("hunter2", into: field)
        host.waitUntilIdle()
        #expect(host.label("Length 7") != nil)
        #expect(field.text == "hunter2")
        #expect(field.typeName == "GtkPasswordEntry", "GTK draws its text as dots")
        field.activateField()
        host.waitUntilIdle()
        #expect(
            host.label("Submitted inner,outer") != nil,
            "nested onSubmit actions run innermost first: \(host.shownTexts)")
        host.statistics.reset()
        host.type("!", into: field)
        host.waitUntilIdle()
        #expect(host.statistics.writes(of: "PasswordEntry.text") == 0, "typing is never written back")
    }

    struct Notes: View {
        @State var text = "First line"

        var body: some View {
            VStack {
                TextEditor(text: $text).frame(width: 200, height: 100)
                Text("Characters \(text.count)")
                Button("Clear") { text = "" }
            }
        }
    }

    @Test("TextEditor edits many lines, binds both ways without echo, and undoes with its buffer")
    func textEditor() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        let editor = try #require(host.textEditors.first)
        #expect(editor.text == "First line")
        #expect(editor.renderedSize == (200, 100))
        host.statistics.reset()
        host.type("\nSecond", intoEditor: editor)
        host.waitUntilIdle()
        #expect(host.label("Characters 17") != nil)
        #expect(host.statistics.writes(of: "TextEditor.text") == 0, "the user's typing is not written back")
        host.type("!", intoEditor: editor)
        #expect(host.label("Characters 18") != nil)
        editor.undo()
        host.waitUntilIdle()
        // GTK groups a run of typing into one undo step.
        #expect(editor.text.count < 18 && editor.text.hasPrefix("First line"), "Ctrl+Z takes typing back")
        #expect(host.label("Characters \(editor.text.count)") != nil, "and the binding follows")
        host.click(try host.button("Clear"))
        host.waitUntilIdle()
        #expect(editor.text.isEmpty)
        #expect(host.statistics.writes(of: "TextEditor.text") == 1)
    }

    @Test("keyboard type, content type, capitalisation and autocorrection reach GTK's input purpose and hints")
    func inputTraits() throws {
        let host = try GtkTestHost(
            VStack {
                TextField("Email", text: .constant("")).keyboardType(.emailAddress).autocorrectionDisabled()
                TextField("Code", text: .constant("")).textContentType(.oneTimeCode)
                TextField("Title", text: .constant("")).textInputAutocapitalization(.words).submitLabel(.done)
            })
        defer { host.close() }
        let email = try host.field(placeholder: "Email").inputTraits
        #expect(email.purpose == .email && email.disablesCorrection)
        #expect(try host.field(placeholder: "Code").inputTraits.purpose == .pin)
        let title = try host.field(placeholder: "Title").inputTraits
        #expect(title.capitalization == .words && title.purpose == .freeForm)
    }
}
