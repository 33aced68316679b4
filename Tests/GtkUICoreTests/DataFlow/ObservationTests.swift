import Dispatch
import Foundation
import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `@Observable` models: a view re-renders only when a property its body read changes, from
/// the main thread or any other.
@MainActor
@Suite("Observation")
struct ObservationTests {
    // MARK: Seed 001: BookView updates on title, not on isAvailable

    @Observable
    final class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct ContentView: View {
        @State var book: Book
        var body: some View {
            VStack {
                BookView(book: book)
                BookCheckoutView(book: book)
            }
        }
    }

    struct BookView: View {
        var book: Book
        var body: some View {
            Text(book.title)
        }
    }

    struct BookCheckoutView: View {
        var book: Book
        var body: some View {
            Button(book.isAvailable ? "Check out book" : "Return book") {
                book.isAvailable.toggle()
            }
        }
    }

    @Test("BookView re-renders when title, which its body read, changes")
    func readPropertyReRenders() {
        let book = Book()
        let host = CoreHost(ContentView(book: book))
        #expect(host.texts == ["A sample book", "Check out book"])
        host.statistics.reset()
        book.title = "Another book"
        host.settle()
        #expect(host.texts == ["Another book", "Check out book"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: BookView.self) == 1)
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("BookView does not re-render when isAvailable, which its body did not read, changes")
    func unreadPropertyDoesNotReRender() {
        let book = Book()
        let host = CoreHost(ContentView(book: book))
        host.statistics.reset()
        host.button("Check out book").click()
        host.settle()
        #expect(!book.isAvailable)
        #expect(host.texts == ["A sample book", "Return book"])
        #expect(host.statistics.bodyEvaluations(of: BookView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ContentView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: BookCheckoutView.self) == 1)
    }

    @Test("a change to a property no body read causes no update pass at all")
    func unreadPropertyCausesNoPass() {
        let book = Book()
        let host = CoreHost(BookView(book: book))
        host.statistics.reset()
        book.isAvailable = false
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("after a re-render the view tracks what the new body read, not the old one")
    func trackingFollowsTheLatestBody() {
        struct ConditionalReader: View {
            var book: Book
            var body: some View {
                if book.isAvailable {
                    Text(book.title)
                } else {
                    Text("on loan")
                }
            }
        }
        let book = Book()
        let host = CoreHost(ConditionalReader(book: book))
        book.isAvailable = false
        host.settle()
        #expect(host.texts == ["on loan"])

        host.statistics.reset()
        book.title = "Unseen"
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
    }

    // MARK: @Observable in @State

    @Observable
    final class Tally {
        var count = 0
        var unshown = 0
    }

    struct TallyView: View {
        @State private var tally = Tally()
        var body: some View {
            VStack {
                Text("count \(tally.count)")
                Button("Count") { tally.count += 1 }
                Button("Count unshown") { tally.unshown += 1 }
                Button("Replace") { tally = Tally() }
            }
        }
    }

    @Test("mutating a read property of an @Observable held in @State re-renders")
    func stateHeldObservableReadPropertyReRenders() {
        let host = CoreHost(TallyView())
        host.statistics.reset()
        host.button("Count").click()
        host.button("Count").click()
        host.settle()
        #expect(host.texts.first == "count 2")
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: TallyView.self) == 1)
    }

    @Test("mutating an unread property of an @Observable held in @State does not re-render")
    func stateHeldObservableUnreadPropertyDoesNotReRender() {
        let host = CoreHost(TallyView())
        host.statistics.reset()
        host.button("Count unshown").click()
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test("replacing the @Observable held in @State re-renders with the new object")
    func replacingStateHeldObservable() {
        let host = CoreHost(TallyView())
        host.button("Count").click()
        host.settle()
        host.button("Replace").click()
        host.settle()
        #expect(host.texts.first == "count 0")
        host.statistics.reset()
        host.button("Count").click()
        host.settle()
        #expect(host.texts.first == "count 1")
        #expect(host.statistics.bodyEvaluations(of: TallyView.self) == 1)
    }

    // MARK: Other threads

    /// Mutated from background threads; each test waits for that work before settling.
    @Observable
    final class Feed: @unchecked Sendable {
        var items = 0
    }

    struct FeedView: View {
        var feed: Feed
        var body: some View { Text("items \(feed.items)") }
    }

    @Test("a mutation on another thread is delivered on the next settle, not applied there")
    func backgroundMutationIsDelivered() {
        let feed = Feed()
        let host = CoreHost(FeedView(feed: feed))
        host.statistics.reset()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            feed.items = 1
            done.signal()
        }
        done.wait()
        #expect(host.texts == ["items 0"])
        #expect(host.backend.hasScheduledWork)
        #expect(host.statistics.bodyEvaluations == 0)
        host.settle()
        #expect(host.texts == ["items 1"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: FeedView.self) == 1)
    }

    @Test("many mutations on another thread are delivered in one pass with the last value")
    func backgroundMutationsAreCoalesced() {
        let feed = Feed()
        let host = CoreHost(FeedView(feed: feed))
        host.statistics.reset()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for _ in 0..<50 { feed.items += 1 }
            done.signal()
        }
        thread.start()
        done.wait()
        host.settle()
        #expect(host.texts == ["items 50"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: FeedView.self) == 1)
    }
}
