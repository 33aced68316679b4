import GtkUI

/// A sign-in form and a notes editor: secure fields, submission, input hints and TextEditor.
struct TextInputCatalog: View {
    @State private var email = ""
    @State private var password = ""
    @State private var notes = "Meeting notes\n- agenda"
    @State private var status = "Not signed in"

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress).textContentType(.emailAddress).autocorrectionDisabled()
            SecureField("Password", text: $password)
            Text(status).foregroundStyle(.secondary)
            LabeledContent("Notes") {
                TextEditor(text: $notes).frame(height: 120)
            }
            Text("\(notes.count) characters in the notes").font(.caption)
        }
        .onSubmit { status = email.isEmpty ? "Enter your email first" : "Signed in as \(email)" }
        .submitLabel(.go)
    }
}
