import GtkUI

/// A sign-in form and notes editors: secure fields, submission, input hints, TextEditor, and one
/// drawn on its own background with `.scrollContentBackground(.hidden)`.
struct TextInputCatalog: View {
    @State private var email = ""
    @State private var password = ""
    @State private var notes = "Meeting notes\n- agenda"
    @State private var status = "Not signed in"
    @State private var sticky = "Buy milk"

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
            LabeledContent("Sticky note") {
                TextEditor(text: $sticky)
                    .scrollContentBackground(.hidden)
                    .padding(6)
                    .background(Color.yellow.opacity(0.35), in: RoundedRectangle(cornerRadius: 8))
                    .frame(height: 80)
            }
        }
        .onSubmit { status = email.isEmpty ? "Enter your email first" : "Signed in as \(email)" }
        .submitLabel(.go)
    }
}
