import Dispatch
import Foundation
import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `ObservableObject` + `@Published` with `@ObservedObject`: the view re-renders when
/// `objectWillChange` fires, from any thread, and `$object.property` is a binding.
@MainActor
@Suite("ObservedObject")
struct ObservedObjectTests {
    // MARK: Seed 002: Book

    final class Book: ObservableObject {
        @Published var title = "Great Expectations"
        let identifier = UUID()
        /// Not published: changing it tells no one.
        var shelfNote = "shelf A"
    }

    struct BookView: View {
        @ObservedObject var book: Book
        var body: some View {
            VStack {
                Text(book.title)
                Text(book.shelfNote)
            }
        }
    }

    struct NoteOnlyView: View {
        @ObservedObject var book: Book
        var body: some View {
            Text(book.shelfNote)
        }
    }

    @Test("changing a @Published property re-renders the observing view")
    func publishedChangeReRenders() {
        let book = Book()
        let host = CoreHost(BookView(book: book))
        #expect(host.texts == ["Great Expectations", "shelf A"])
        host.statistics.reset()
        book.title = "Bleak House"
        host.settle()
        #expect(host.texts == ["Bleak House", "shelf A"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: BookView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("changing a property that is not @Published does not re-render")
    func unpublishedChangeDoesNotReRender() {
        let book = Book()
        let host = CoreHost(BookView(book: book))
        host.statistics.reset()
        book.shelfNote = "shelf B"
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
        // What is shown is stale until something published changes.
        #expect(host.texts == ["Great Expectations", "shelf A"])
        book.title = "Bleak House"
        host.settle()
        #expect(host.texts == ["Bleak House", "shelf B"])
    }

    @Test("a @Published change re-renders the view even if its body did not read that property")
    func publishedChangeIsObjectWide() {
        // objectWillChange says only that *something* in the object will change.
        let book = Book()
        let host = CoreHost(NoteOnlyView(book: book))
        host.statistics.reset()
        book.title = "Bleak House"
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: NoteOnlyView.self) == 1)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("the unpublished identifier is shown and never causes an update")
    func identifierIsStable() {
        struct IdentifierView: View {
            @ObservedObject var book: Book
            var body: some View { Text(book.identifier.uuidString) }
        }
        let book = Book()
        let host = CoreHost(IdentifierView(book: book))
        #expect(host.texts == [book.identifier.uuidString])
    }

    // MARK: Seed 000 pattern 3: $viewModel.text

    final class CharacterDiscrimination {
        func hasNumericString(text: String) -> Bool {
            Int(text) != nil
        }
    }

    final class ContentViewModel: ObservableObject {
        @Published var text: String = ""
        @Published var isNumericString: Bool = false

        private let model: CharacterDiscrimination
        private var disposables = [AnyCancellable]()

        init(model: CharacterDiscrimination) {
            self.model = model
            $text
                .sink(receiveValue: {
                    if model.hasNumericString(text: $0) {
                        self.isNumericString = true
                    } else {
                        self.isNumericString = false
                    }
                })
                .store(in: &disposables)
        }
    }

    struct ContentView: View {
        @ObservedObject var viewModel: ContentViewModel
        var body: some View {
            VStack {
                TextField("数字を入力", text: $viewModel.text)
                if !viewModel.isNumericString {
                    Text("数字を入力してください")
                }
            }
        }
    }

    @Test("$viewModel.text is a binding: typing updates the model and the view")
    func projectedBinding() {
        let viewModel = ContentViewModel(model: CharacterDiscrimination())
        let host = CoreHost(ContentView(viewModel: viewModel))
        #expect(host.texts == ["数字を入力してください"])

        host.statistics.reset()
        host.field(placeholder: "数字を入力").type("12")
        host.settle()
        #expect(viewModel.text == "12")
        #expect(viewModel.isNumericString)
        #expect(host.texts.isEmpty)
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: ContentView.self) == 1)
        #expect(host.statistics.writes(of: "Entry.text") == 0)

        host.field(placeholder: "数字を入力").type("12a")
        host.settle()
        #expect(host.texts == ["数字を入力してください"])
    }

    @Test("setting the model's text shows it in the field")
    func modelChangeUpdatesField() {
        let viewModel = ContentViewModel(model: CharacterDiscrimination())
        let host = CoreHost(ContentView(viewModel: viewModel))
        host.statistics.reset()
        viewModel.text = "7"
        host.settle()
        #expect(host.field(placeholder: "数字を入力").text == "7")
        #expect(host.statistics.writes(of: "Entry.text") == 1)
        #expect(host.texts.isEmpty)
    }

    // MARK: Seed 003 pitfall: plain var versus @ObservedObject

    final class Person: ObservableObject {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
    }

    struct PitfallView: View {
        @StateObject var person = Person()
        var body: some View {
            VStack {
                PlainPersonRow(person: person)
                ObservedPersonRow(person: person)
                Button("Rename") { person.name = "Ada" }
            }
        }
    }

    /// Seed 003's "これはダメ" row: the reference is the same, so it is never re-evaluated.
    struct PlainPersonRow: View {
        var person: Person
        var body: some View {
            Text("plain: \(person.name)")
        }
    }

    /// Seed 003's "これでOK" row.
    struct ObservedPersonRow: View {
        @ObservedObject var person: Person
        var body: some View {
            Text("observed: \(person.name)")
        }
    }

    @Test("a child holding a plain reference stays stale while an @ObservedObject child updates")
    func seed003Pitfall() {
        let host = CoreHost(PitfallView())
        #expect(host.texts == ["plain: ", "observed: ", "Rename"])
        host.statistics.reset()
        host.button("Rename").click()
        host.settle()
        #expect(host.texts == ["plain: ", "observed: Ada", "Rename"])
        #expect(host.statistics.bodyEvaluations(of: PitfallView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: PlainPersonRow.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ObservedPersonRow.self) == 1)
    }

    // MARK: Other threads

    /// Mutated from background threads in these tests; each test waits for the work to finish
    /// before touching it on the main actor again.
    final class Ticker: ObservableObject, @unchecked Sendable {
        @Published var ticks = 0
    }

    struct TickerView: View {
        @ObservedObject var ticker: Ticker
        var body: some View {
            Text("ticks \(ticker.ticks)")
        }
    }

    @Test("a change made on a DispatchQueue.global() thread is delivered on the next settle")
    func dispatchQueueMutationIsDelivered() {
        let ticker = Ticker()
        let host = CoreHost(TickerView(ticker: ticker))
        host.statistics.reset()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            ticker.ticks = 1
            done.signal()
        }
        done.wait()
        // Delivered through the main-loop scheduler, not applied from the background thread.
        #expect(host.texts == ["ticks 0"])
        #expect(host.backend.hasScheduledWork)
        host.settle()
        #expect(host.texts == ["ticks 1"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: TickerView.self) == 1)
    }

    @Test("many changes made on a Thread are all delivered in one update pass")
    func threadMutationsAreCoalesced() {
        let ticker = Ticker()
        let host = CoreHost(TickerView(ticker: ticker))
        host.statistics.reset()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for _ in 0..<100 { ticker.ticks += 1 }
            done.signal()
        }
        thread.start()
        done.wait()
        host.settle()
        #expect(host.texts == ["ticks 100"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: TickerView.self) == 1)
    }

    @Test("changes from several threads at once are never lost")
    func concurrentMutationsAreNotLost() {
        let ticker = Ticker()
        let host = CoreHost(TickerView(ticker: ticker))
        let lock = NSLock()
        let group = DispatchGroup()
        for _ in 0..<8 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<25 {
                    lock.lock()
                    ticker.ticks += 1
                    lock.unlock()
                }
            }
        }
        group.wait()
        host.settle()
        #expect(host.texts == ["ticks 200"])
    }
}
