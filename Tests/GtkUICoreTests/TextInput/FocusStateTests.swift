import GtkUICore
import GtkUICoreTesting
import Testing

/// `@FocusState` with `.focused` on the in-memory backend, both directions, with counts.
@MainActor
@Suite("FocusState")
struct FocusStateTests {
    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @State private var name = ""
        @State private var email = ""
        @FocusState private var focus: Field?

        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email).focused($focus, equals: .email)
                Text("Focus \(focus.map { "\($0)" } ?? "none")")
                Button("Clear") { focus = nil }
            }
        }
    }

    /// Reads no focus in its body: only the modifier nodes follow it.
    struct Quiet: View {
        @State private var text = ""
        @FocusState private var isFocused: Bool
        var body: some View {
            VStack {
                TextField("Quiet", text: $text).focused($isFocused)
                Button("Focus") { isFocused = true }
                Button("Unfocus") { isFocused = false }
            }
        }
    }

    @Test("the user focusing a field sets the state; moving on replaces it in one body evaluation")
    func userMovesFocus() {
        let host = CoreHost(SignUp())
        host.statistics.reset()
        host.backend.moveFocus(to: host.field(placeholder: "Name"))
        host.settle()
        #expect(host.texts.contains("Focus name"))
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1)
        host.statistics.reset()
        host.backend.moveFocus(to: host.field(placeholder: "Email"))
        host.settle()
        #expect(host.texts.contains("Focus email"))
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1)
        host.backend.moveFocus(to: nil)
        host.settle()
        #expect(host.texts.contains("Focus none"))
    }

    @Test("setting the state from code moves the real focus, without echoing a second change")
    func codeMovesFocus() {
        let host = CoreHost(SignUp())
        let name = host.field(placeholder: "Name")
        host.backend.moveFocus(to: name)
        host.settle()
        host.statistics.reset()
        name.submit()  // onSubmit sets focus = .email
        host.settle()
        #expect(host.backend.focusedWidget === host.field(placeholder: "Email"))
        #expect(host.texts.contains("Focus email"))
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1)
        #expect(host.statistics.updatePasses == 1)
    }

    @Test("clearing the state takes focus away from the field")
    func clearingResigns() {
        let host = CoreHost(Quiet())
        host.button("Focus").click()
        host.settle()
        #expect(host.backend.focusedWidget === host.field(placeholder: "Quiet"))
        host.button("Unfocus").click()
        host.settle()
        #expect(host.backend.focusedWidget == nil)
    }

    @Test("a body that does not read the state is not evaluated when focus moves")
    func unreadStateEvaluatesNoBody() {
        let host = CoreHost(Quiet())
        host.statistics.reset()
        host.backend.moveFocus(to: host.field(placeholder: "Quiet"))
        host.settle()
        host.backend.moveFocus(to: nil)
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: Quiet.self) == 0)
    }

    @Test("a focused view that leaves the tree resets the state")
    func leavingResets() {
        struct Toggling: View {
            @State private var shown = true
            @State private var text = ""
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    if shown { TextField("Gone", text: $text).focused($isFocused) }
                    Text(isFocused ? "focused" : "unfocused")
                    Button("Hide") { shown = false }
                }
            }
        }
        let host = CoreHost(Toggling())
        host.backend.moveFocus(to: host.field(placeholder: "Gone"))
        host.settle()
        #expect(host.texts.contains("focused"))
        host.button("Hide").click()
        host.settle()
        #expect(host.texts.contains("unfocused"))
    }

    struct Parent: View {
        @FocusState private var focus: Field?
        var body: some View {
            VStack {
                Child(focus: $focus)
                Text("Parent sees \(focus.map { "\($0)" } ?? "none")")
            }
        }
    }

    struct Child: View {
        @FocusState.Binding var focus: Field?
        @State private var email = ""
        var body: some View {
            VStack {
                TextField("Child email", text: $email).focused($focus, equals: .email)
                Button("Focus email") { focus = .email }
            }
        }
    }

    @Test("a child's @FocusState.Binding moves the parent's focus state")
    func childBinding() {
        let host = CoreHost(Parent())
        host.button("Focus email").click()
        host.settle()
        #expect(host.backend.focusedWidget === host.field(placeholder: "Child email"))
        #expect(host.texts.contains("Parent sees email"))
    }
}
