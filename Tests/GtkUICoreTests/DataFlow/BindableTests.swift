import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `@Bindable` makes bindings into an `@Observable` object, as a view property and as a
/// local variable inside a `ForEach` closure.
@MainActor
@Suite("Bindable")
struct BindableTests {
    // MARK: Seed 001: BookEditorView

    @Observable
    final class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct BookEditorView: View {
        @Bindable var book: Book
        var body: some View {
            TextField("Title", text: $book.title)
        }
    }

    struct TitleView: View {
        var book: Book
        var body: some View { Text("Title: \(book.title)") }
    }

    struct EditorScreen: View {
        @State var book: Book
        var body: some View {
            VStack {
                BookEditorView(book: book)
                TitleView(book: book)
            }
        }
    }

    @Test("typing into a field bound with $book.title writes the object")
    func typingWritesTheObject() {
        let book = Book()
        let host = CoreHost(EditorScreen(book: book))
        #expect(host.field(placeholder: "Title").text == "A sample book")
        host.statistics.reset()
        host.field(placeholder: "Title").type("Emma")
        host.settle()
        #expect(book.title == "Emma")
        #expect(host.texts == ["Title: Emma"])
        #expect(host.statistics.updatePasses == 1)
        // The view that shows the title re-renders; the field already shows what was typed.
        #expect(host.statistics.bodyEvaluations(of: TitleView.self) == 1)
        #expect(host.statistics.writes(of: "Entry.text") == 0)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("making a binding is not reading: typing does not re-evaluate the editor's body")
    func makingABindingIsNotAReadOfTheBody() {
        let book = Book()
        let host = CoreHost(EditorScreen(book: book))
        host.statistics.reset()
        host.field(placeholder: "Title").type("Emma")
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: BookEditorView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: EditorScreen.self) == 0)
    }

    @Test("changing the title elsewhere shows it in the field")
    func modelChangeUpdatesField() {
        let book = Book()
        let host = CoreHost(EditorScreen(book: book))
        host.statistics.reset()
        book.title = "Persuasion"
        host.settle()
        #expect(host.field(placeholder: "Title").text == "Persuasion")
        #expect(host.statistics.writes(of: "Entry.text") == 1)
    }

    @Test("changing a property no binding reads does not touch the field")
    func unboundPropertyDoesNotUpdate() {
        let book = Book()
        let host = CoreHost(BookEditorView(book: book))
        host.statistics.reset()
        book.isAvailable = false
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    // MARK: Seed 001: BindSampleView, `@Bindable var child = $0` in ForEach

    @Observable
    final class SampleStore {
        var children: [SampleChildStore] = [.init(), .init()]
    }

    @Observable
    final class SampleChildStore: Identifiable {
        var id: ObjectIdentifier { ObjectIdentifier(self) }
        var value: String = ""
    }

    struct BindSampleView: View {
        @Bindable var store: SampleStore
        let log: EvaluationLog
        var body: some View {
            VStack {
                ForEach(store.children) {
                    @Bindable var child = $0
                    let _ = log.record("row")
                    TextField("child value", text: $child.value)
                }
            }
        }
    }

    @Test("typing into one row writes only that row's object")
    func typingIntoARowWritesThatRow() {
        let store = SampleStore()
        let host = CoreHost(BindSampleView(store: store, log: EvaluationLog()))
        let fields = host.fields(placeholder: "child value")
        #expect(fields.count == 2)
        fields[1].type("second")
        host.settle()
        #expect(store.children.map(\.value) == ["", "second"])
        fields[0].type("first")
        host.settle()
        #expect(store.children.map(\.value) == ["first", "second"])
    }

    @Test("typing into one row rebuilds no row and re-evaluates no body")
    func typingIntoARowUpdatesOnlyThatRow() {
        let store = SampleStore()
        let log = EvaluationLog()
        let host = CoreHost(BindSampleView(store: store, log: log))
        #expect(log.entries.count == 2)
        log.clear()
        host.statistics.reset()
        host.fields(placeholder: "child value")[0].type("first")
        host.settle()
        #expect(log.entries.isEmpty)
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("a value set in the model shows only in that row's field")
    func modelChangeUpdatesOneRow() {
        let store = SampleStore()
        let host = CoreHost(BindSampleView(store: store, log: EvaluationLog()))
        host.statistics.reset()
        store.children[1].value = "from the model"
        host.settle()
        #expect(host.fields(placeholder: "child value").map(\.text) == ["", "from the model"])
        #expect(host.statistics.writes(of: "Entry.text") == 1)
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test("adding a child adds one row; the existing rows keep their fields")
    func addingAChildAddsARow() {
        let store = SampleStore()
        let host = CoreHost(BindSampleView(store: store, log: EvaluationLog()))
        let before = host.fields(placeholder: "child value")
        host.statistics.reset()
        store.children.append(SampleChildStore())
        host.settle()
        let after = host.fields(placeholder: "child value")
        #expect(after.count == 3)
        #expect(after[0] === before[0] && after[1] === before[1])
        #expect(host.statistics.widgetsCreated == 1)
        #expect(host.statistics.bodyEvaluations(of: BindSampleView.self) == 1)
    }
}
