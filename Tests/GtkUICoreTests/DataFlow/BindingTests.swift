import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `@Binding` reaches a source of truth owned elsewhere: a parent's state, a constant, a
/// property of a struct in state, an optional reference.
@MainActor
@Suite("Binding")
struct BindingTests {
    // MARK: Seed 003: CountDisplay and CountButton

    struct CountContentView: View {
        @State var count = 0
        var body: some View {
            VStack {
                CountDisplay(count: count)
                CountButton(count: $count)
            }
        }
    }

    struct CountDisplay: View {
        var count: Int
        var body: some View {
            Text("Count is \(count)")
        }
    }

    struct CountButton: View {
        @Binding var count: Int
        var body: some View {
            Button("Count up") {
                count += 1
            }
        }
    }

    @Test("a child with @Binding writes its parent's state")
    func childWritesParentState() {
        let host = CoreHost(CountContentView())
        #expect(host.texts.contains("Count is 0"))
        host.statistics.reset()
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("Count is 1"))
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: CountContentView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: CountDisplay.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    // MARK: Seed 000: TextFieldSample with .constant

    struct TextFieldSample: View {
        var placeholder: String
        @Binding var text: String
        var body: some View {
            VStack {
                TextField(placeholder, text: $text)
                if Int(text) == nil {
                    Text("数字を入力してください")
                }
            }
        }
    }

    @Test("Binding.constant shows its value and ignores writes")
    func constantBinding() {
        let host = CoreHost(TextFieldSample(placeholder: "テスト", text: .constant("test")))
        #expect(host.field(placeholder: "テスト").text == "test")
        #expect(host.texts.contains("数字を入力してください"))

        host.statistics.reset()
        host.field(placeholder: "テスト").type("12")
        host.settle()
        // The constant still holds "test", so nothing re-renders and the error stays.
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.texts.contains("数字を入力してください"))
    }

    @Test("a binding to parent state drives the same reusable view")
    func stateBindingDrivesReusableView() {
        struct ContentView: View {
            @State var text = ""
            var body: some View {
                TextFieldSample(placeholder: "数字を入力", text: $text)
            }
        }
        let host = CoreHost(ContentView())
        #expect(host.texts.contains("数字を入力してください"))
        host.field(placeholder: "数字を入力").type("42")
        host.settle()
        #expect(!host.texts.contains("数字を入力してください"))
        host.field(placeholder: "数字を入力").type("42a")
        host.settle()
        #expect(host.texts.contains("数字を入力してください"))
    }

    // MARK: Dynamic member projection

    struct Person {
        var name: String
        var age: Int
    }

    struct PersonEditor: View {
        @State var person = Person(name: "", age: 36)
        var body: some View {
            VStack {
                TextField("Name", text: $person.name)
                Text("\(person.name) is \(person.age)")
            }
        }
    }

    @Test("$model.name projects a binding to one property of a struct in state")
    func dynamicMemberProjection() {
        let host = CoreHost(PersonEditor())
        host.statistics.reset()
        host.field(placeholder: "Name").type("Ada")
        host.settle()
        #expect(host.texts.contains("Ada is 36"))
        #expect(host.statistics.bodyEvaluations(of: PersonEditor.self) == 1)
        // The field already shows what was typed; it is not written back.
        #expect(host.statistics.writes(of: "Entry.text") == 0)
    }

    // MARK: Seed 001: DeleteBookView

    @Observable
    final class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct BookShelfView: View {
        @State private var book: Book?
        var body: some View {
            VStack {
                Text(book?.title ?? "No book")
                DeleteBookView(book: $book)
            }
            .task {
                book = Book()
            }
        }
    }

    struct DeleteBookView: View {
        @Binding var book: Book?
        var body: some View {
            Button("Delete book") {
                book = nil
            }
        }
    }

    @Test("@Binding var book: Book? set to nil clears the parent's optional reference")
    func optionalReferenceBindingSetToNil() async {
        let host = CoreHost(BookShelfView())
        // `.task` runs on the main actor after mounting; let it run.
        for _ in 0..<100 where !host.backend.hasScheduledWork { await Task.yield() }
        host.settle()
        #expect(host.texts.contains("A sample book"))

        host.button("Delete book").click()
        host.settle()
        #expect(host.texts.contains("No book"))
        #expect(!host.texts.contains("A sample book"))
    }

    // MARK: Skipping children whose bindings are unchanged

    struct ValueRow: View {
        let name: String
        @Binding var value: Int
        var body: some View {
            Text("\(name) = \(value)")
        }
    }

    struct TwoRowsView: View {
        @State private var a = 0
        @State private var b = 0
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Text("unrelated \(unrelated)")
                ValueRow(name: "a", value: $a)
                ValueRowB(value: $b)
                Button("Bump unrelated") { unrelated += 1 }
                Button("Bump unrelated and b") {
                    unrelated += 1
                    b += 1
                }
            }
        }
    }

    /// A second row type so body counts tell the two rows apart.
    struct ValueRowB: View {
        @Binding var value: Int
        var body: some View {
            Text("b = \(value)")
        }
    }

    @Test("a child whose binding's value did not change is not re-evaluated when the parent re-renders")
    func unchangedBindingSkipsChild() {
        let host = CoreHost(TwoRowsView())
        host.statistics.reset()
        host.button("Bump unrelated").click()
        host.settle()
        #expect(host.texts.contains("unrelated 1"))
        #expect(host.statistics.bodyEvaluations(of: TwoRowsView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: ValueRow.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ValueRowB.self) == 0)
    }

    @Test("a child whose binding's value changed is re-evaluated once when the parent re-renders")
    func changedBindingReEvaluatesChild() {
        let host = CoreHost(TwoRowsView())
        host.statistics.reset()
        host.button("Bump unrelated and b").click()
        host.settle()
        #expect(host.texts.contains("unrelated 1"))
        #expect(host.texts.contains("b = 1"))
        #expect(host.texts.contains("a = 0"))
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: TwoRowsView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: ValueRow.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ValueRowB.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 2)
    }
}
