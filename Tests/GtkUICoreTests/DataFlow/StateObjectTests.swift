import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `@StateObject`: one object per view instance, created once however often the parent
/// re-renders, released with its subscription when the view leaves the tree (seed 002).
@MainActor
@Suite("StateObject")
struct StateObjectTests {
    // MARK: Fixtures

    /// Counts creations and keeps only weak references, so tests can see objects go away.
    @MainActor
    final class CreationLedger {
        private(set) var creations = 0
        private var weakBooks: [WeakBox] = []
        /// Live subscriptions to ``CountedBook/objectWillChange``.
        var liveSubscriptions = 0

        struct WeakBox { weak var book: AnyObject? }

        func created(_ book: AnyObject) {
            creations += 1
            weakBooks.append(WeakBox(book: book))
        }

        /// The books created so far that are still alive, oldest first.
        var liveBooks: [AnyObject] { weakBooks.compactMap(\.book) }
        /// The book created `index`-th, if still alive.
        func book(_ index: Int) -> AnyObject? { weakBooks[index].book }
    }

    final class Book: ObservableObject {
        @Published var title: String
        @MainActor init(ledger: CreationLedger) {
            title = "Book \(ledger.creations + 1)"
            ledger.created(self)
        }
    }

    struct LibraryView: View {
        @StateObject var book: Book
        init(ledger: CreationLedger) {
            _book = StateObject(wrappedValue: Book(ledger: ledger))
        }
        var body: some View {
            BookView(book: book)
        }
    }

    struct BookView: View {
        @ObservedObject var book: Book
        var body: some View {
            Text(book.title)
        }
    }

    struct ReRenderingParent: View {
        let ledger: CreationLedger
        @State private var round = 0
        var body: some View {
            VStack {
                Text("round \(round)")
                Button("Next round") { round += 1 }
                LibraryView(ledger: ledger)
            }
        }
    }

    struct TwoLibraries: View {
        let ledger: CreationLedger
        var body: some View {
            VStack {
                LibraryView(ledger: ledger)
                LibraryView(ledger: ledger)
            }
        }
    }

    struct RemovableLibrary: View {
        let ledger: CreationLedger
        @State private var isShown = true
        var body: some View {
            VStack {
                Button("Toggle") { isShown.toggle() }
                if isShown { LibraryView(ledger: ledger) }
            }
        }
    }

    // MARK: Creation

    @Test("the autoclosure runs once per view instance however often the parent re-renders")
    func autoclosureRunsOnce() {
        let ledger = CreationLedger()
        let host = CoreHost(ReRenderingParent(ledger: ledger))
        #expect(ledger.creations == 1)
        for _ in 0..<5 {
            host.button("Next round").click()
            host.settle()
        }
        #expect(host.texts.contains("round 5"))
        #expect(ledger.creations == 1)
        #expect(host.texts.contains("Book 1"))
    }

    @Test("the kept object still drives the view after the parent re-rendered")
    func keptObjectStillObserved() {
        let ledger = CreationLedger()
        let host = CoreHost(ReRenderingParent(ledger: ledger))
        host.button("Next round").click()
        host.settle()
        host.statistics.reset()
        (ledger.book(0) as? Book)?.title = "Renamed"
        host.settle()
        #expect(host.texts.contains("Renamed"))
        #expect(host.statistics.bodyEvaluations(of: ReRenderingParent.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: BookView.self) == 1)
    }

    @Test("two sibling LibraryView() get two distinct objects")
    func siblingsGetDistinctObjects() {
        let ledger = CreationLedger()
        let host = CoreHost(TwoLibraries(ledger: ledger))
        #expect(ledger.creations == 2)
        #expect(ledger.liveBooks.count == 2)
        #expect(ledger.book(0) !== ledger.book(1))
        #expect(host.texts == ["Book 1", "Book 2"])

        host.statistics.reset()
        (ledger.book(1) as? Book)?.title = "Only the second"
        host.settle()
        #expect(host.texts == ["Book 1", "Only the second"])
        #expect(host.statistics.bodyEvaluations(of: LibraryView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: BookView.self) == 1)
    }

    // MARK: Release

    @Test("the object is released when its view leaves the tree")
    func releasedWhenViewLeaves() {
        let ledger = CreationLedger()
        let host = CoreHost(RemovableLibrary(ledger: ledger))
        #expect(ledger.liveBooks.count == 1)
        host.button("Toggle").click()
        host.settle()
        #expect(ledger.book(0) == nil)

        host.button("Toggle").click()
        host.settle()
        #expect(ledger.creations == 2)
        #expect(host.texts.contains("Book 2"))
    }

    @Test("the object is released when the whole view is unmounted")
    func releasedOnUnmount() {
        let ledger = CreationLedger()
        let host = CoreHost(TwoLibraries(ledger: ledger))
        #expect(ledger.liveBooks.count == 2)
        host.unmount()
        #expect(ledger.liveBooks.isEmpty)
    }

    /// A model whose `objectWillChange` reports subscriptions and cancellations to a ledger.
    final class CountedBook: ObservableObject {
        private let subject = PassthroughSubject<Void, Never>()
        private let ledger: CreationLedger
        var title = "Counted" {
            willSet { subject.send() }
        }

        @MainActor init(ledger: CreationLedger) {
            self.ledger = ledger
            ledger.created(self)
        }

        var objectWillChange: Publishers.HandleEvents<PassthroughSubject<Void, Never>> {
            let ledger = self.ledger
            return subject.handleEvents(
                receiveSubscription: { _ in MainActor.assumeIsolated { ledger.liveSubscriptions += 1 } },
                receiveCancel: { MainActor.assumeIsolated { ledger.liveSubscriptions -= 1 } })
        }
    }

    struct CountedView: View {
        @StateObject var book: CountedBook
        init(ledger: CreationLedger) {
            _book = StateObject(wrappedValue: CountedBook(ledger: ledger))
        }
        var body: some View { Text(book.title) }
    }

    struct RemovableCounted: View {
        let ledger: CreationLedger
        @State private var isShown = true
        @State private var round = 0
        var body: some View {
            VStack {
                Button("Toggle") { isShown.toggle() }
                Button("Next round") { round += 1 }
                Text("round \(round)")
                if isShown { CountedView(ledger: ledger) }
            }
        }
    }

    @Test("the view keeps exactly one subscription while it stays and cancels it when it leaves")
    func subscriptionCancelledWhenViewLeaves() {
        let ledger = CreationLedger()
        let host = CoreHost(RemovableCounted(ledger: ledger))
        #expect(ledger.liveSubscriptions == 1)
        for _ in 0..<3 {
            host.button("Next round").click()
            host.settle()
        }
        #expect(ledger.liveSubscriptions == 1)

        (ledger.book(0) as? CountedBook)?.title = "Changed"
        host.settle()
        #expect(host.texts.contains("Changed"))

        host.button("Toggle").click()
        host.settle()
        #expect(ledger.liveSubscriptions == 0)
        #expect(ledger.book(0) == nil)
    }
}
