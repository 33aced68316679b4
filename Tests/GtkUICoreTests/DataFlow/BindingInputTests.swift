import GtkUICore
import GtkUICoreTesting
import Testing

/// A `@Binding` passed to a child is an unchanged input while it points at the same place:
/// the views that read the value depend on that place themselves, so a change re-renders
/// them, once, and a later re-render of the parent for another reason leaves them alone.
@MainActor
@Suite("Binding as a view input")
struct BindingInputTests {
    struct Parent: View {
        @State private var value = 0
        @State private var unrelated = 0
        @State private var text = "a"
        var body: some View {
            VStack {
                Text("unrelated \(unrelated)")
                Reader(value: $value)
                Writer(value: $value)
                Field(text: $text)
                Button("Bump unrelated") { unrelated += 1 }
                Button("Append") { text += "!" }
            }
        }
    }

    /// Reads the value in its body.
    struct Reader: View {
        @Binding var value: Int
        var body: some View { Text("value \(value)") }
    }

    /// Only writes the value, from its button's action.
    struct Writer: View {
        @Binding var value: Int
        var body: some View { Button("Bump value") { value += 1 } }
    }

    /// Hands the binding to a text field without reading it.
    struct Field: View {
        @Binding var text: String
        var body: some View { TextField("text", text: $text) }
    }

    @Test("a child that rendered its binding's change is not re-evaluated when the parent next re-renders")
    func changeRenderedOnce() {
        let host = CoreHost(Parent())
        host.statistics.reset()
        host.button("Bump value").click()
        host.settle()
        #expect(host.texts.contains("value 1"))
        #expect(host.statistics.bodyEvaluations(of: Reader.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Writer.self) == 0, "its body does not read the value")
        #expect(host.statistics.bodyEvaluations(of: Parent.self) == 0)

        host.statistics.reset()
        host.button("Bump unrelated").click()
        host.settle()
        #expect(host.texts.contains("unrelated 1"))
        #expect(host.statistics.bodyEvaluations(of: Parent.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Reader.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: Writer.self) == 0)
    }

    @Test("a field whose view never reads its binding shows a change made elsewhere, re-evaluating no body")
    func fieldFollowsTheValue() throws {
        let host = CoreHost(Parent())
        host.statistics.reset()
        host.button("Append").click()
        host.settle()
        #expect(host.field(placeholder: "text").text == "a!")
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.writes(of: "Entry.text") == 1)
    }
}
