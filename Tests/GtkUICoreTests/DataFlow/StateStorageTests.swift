import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `@State` keeps its value in the view graph: across re-creations of the view struct, for
/// optionals, arrays and `@Observable` references, and only while the view is in the tree.
@MainActor
@Suite("State storage and lifetime")
struct StateStorageTests {
    // MARK: Fixtures

    struct Counter: View {
        var title = "Count"
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(title): \(count)")
                Button("Count up") { count += 1 }
            }
        }
    }

    /// Re-renders on "Next round" and re-creates its child with a new title each time.
    struct RoundsView: View {
        @State private var round = 0
        var body: some View {
            VStack {
                Button("Next round") { round += 1 }
                Counter(title: "Round \(round)")
            }
        }
    }

    struct ShowHideView: View {
        @State private var isShown = true
        var body: some View {
            VStack {
                Button("Toggle") { isShown.toggle() }
                if isShown { Counter() }
            }
        }
    }

    struct TwoStatesView: View {
        @State private var shown = 0
        @State private var hidden = 0
        var body: some View {
            VStack {
                Text("shown \(shown)")
                Button("Change shown") { shown += 1 }
                Button("Change hidden") { hidden += 1 }
                Button("Set shown to itself") { shown = shown }
            }
        }
    }

    struct OptionalStateView: View {
        @State private var name: String?
        var body: some View {
            VStack {
                Text(name.map { "Hello, \($0)" } ?? "No name")
                Button("Set name") { name = "Ada" }
                Button("Clear name") { name = nil }
            }
        }
    }

    struct ArrayStateView: View {
        @State private var items: [String] = []
        var body: some View {
            VStack {
                Text("\(items.count) items")
                ForEach(items, id: \.self) { Text($0) }
                Button("Add") { items.append("Item \(items.count + 1)") }
                Button("Remove first") { if !items.isEmpty { items.removeFirst() } }
            }
        }
    }

    @MainActor
    final class Serials {
        private(set) var issued = 0
        func next() -> Int {
            issued += 1
            return issued
        }
    }

    @Observable
    final class Model {
        let serial: Int
        var value = 0
        init(serial: Int) { self.serial = serial }
    }

    struct ModelOwner: View {
        var round: Int
        @State private var model: Model

        init(round: Int, serials: Serials) {
            self.round = round
            // As with SwiftUI, the initial value is made each time the struct is made; the
            // graph keeps the first one for as long as the view stays in the tree.
            _model = State(initialValue: Model(serial: serials.next()))
        }

        var body: some View {
            VStack {
                Text("round \(round), model #\(model.serial), value \(model.value)")
                Button("Increment model") { model.value += 1 }
            }
        }
    }

    struct ModelHost: View {
        let serials: Serials
        @State private var round = 0
        @State private var isShown = true
        var body: some View {
            VStack {
                Button("Next round") { round += 1 }
                Button("Toggle") { isShown.toggle() }
                if isShown { ModelOwner(round: round, serials: serials) }
            }
        }
    }

    // MARK: Survival and reset

    @Test("state survives re-creation of the view struct when the parent re-renders")
    func survivesReCreation() {
        let host = CoreHost(RoundsView())
        host.button("Count up").click()
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("Round 0: 2"))

        host.statistics.reset()
        host.button("Next round").click()
        host.settle()
        #expect(host.texts.contains("Round 1: 2"))
        #expect(host.statistics.bodyEvaluations(of: RoundsView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Counter.self) == 1)

        // The re-created struct's button writes to the same storage.
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("Round 1: 3"))
    }

    @Test("state is dropped when the view leaves the tree and starts over when it returns")
    func droppedWhenViewLeaves() {
        let host = CoreHost(ShowHideView())
        host.button("Count up").click()
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("Count: 2"))

        host.button("Toggle").click()
        host.settle()
        #expect(!host.texts.contains { $0.hasPrefix("Count:") })

        host.button("Toggle").click()
        host.settle()
        #expect(host.texts.contains("Count: 0"))
    }

    // MARK: Paired: read versus not read

    @Test("mutating state the body read re-renders the view")
    func mutatingReadStateReRenders() {
        let host = CoreHost(TwoStatesView())
        host.statistics.reset()
        host.button("Change shown").click()
        host.settle()
        #expect(host.texts.contains("shown 1"))
        #expect(host.statistics.bodyEvaluations(of: TwoStatesView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("mutating state the body did not read does not re-render")
    func mutatingUnreadStateDoesNotReRender() {
        let host = CoreHost(TwoStatesView())
        host.statistics.reset()
        host.button("Change hidden").click()
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("setting state to an equal value does not re-render")
    func settingEqualValueDoesNotReRender() {
        let host = CoreHost(TwoStatesView())
        host.statistics.reset()
        host.button("Set shown to itself").click()
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
    }

    // MARK: Optionals and arrays

    @Test("optional state shows nil, a value, and nil again")
    func optionalState() {
        let host = CoreHost(OptionalStateView())
        #expect(host.texts.contains("No name"))
        host.button("Set name").click()
        host.settle()
        #expect(host.texts.contains("Hello, Ada"))
        host.button("Clear name").click()
        host.settle()
        #expect(host.texts.contains("No name"))
        #expect(!host.texts.contains("Hello, Ada"))
    }

    @Test("array state grows and shrinks, one row widget at a time")
    func arrayState() {
        let host = CoreHost(ArrayStateView())
        #expect(host.texts.contains("0 items"))
        host.statistics.reset()
        host.button("Add").click()
        host.button("Add").click()
        host.settle()
        #expect(host.texts.contains("2 items"))
        #expect(host.texts.contains("Item 1"))
        #expect(host.texts.contains("Item 2"))
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.widgetsCreated == 2)

        host.statistics.reset()
        host.button("Remove first").click()
        host.settle()
        #expect(host.texts.contains("1 items"))
        #expect(!host.texts.contains("Item 1"))
        #expect(host.texts.contains("Item 2"))
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }

    // MARK: @Observable references

    @Test("an @Observable object in @State is created with the view and kept while it stays")
    func observableInStateIsKept() {
        let serials = Serials()
        let host = CoreHost(ModelHost(serials: serials))
        #expect(host.texts.contains("round 0, model #1, value 0"))

        host.button("Increment model").click()
        host.settle()
        #expect(host.texts.contains("round 0, model #1, value 1"))

        for _ in 0..<3 {
            host.button("Next round").click()
            host.settle()
        }
        // The struct (and a throwaway initial model) was made again each round; the first
        // model, with its value, is the one shown.
        #expect(serials.issued == 4)
        #expect(host.texts.contains("round 3, model #1, value 1"))

        host.statistics.reset()
        host.button("Increment model").click()
        host.settle()
        #expect(host.texts.contains("round 3, model #1, value 2"))
        #expect(host.statistics.bodyEvaluations(of: ModelOwner.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: ModelHost.self) == 0)
    }

    @Test("an @Observable object in @State is replaced when the view leaves and returns")
    func observableInStateDroppedWithView() {
        let serials = Serials()
        let host = CoreHost(ModelHost(serials: serials))
        host.button("Increment model").click()
        host.settle()
        host.button("Toggle").click()
        host.settle()
        host.button("Toggle").click()
        host.settle()
        #expect(host.texts.contains("round 0, model #2, value 0"))
    }

    // MARK: Misuse

    @Test("reading State outside a mounted view warns once and returns the initial value")
    func readingOutsideAViewWarnsOnce() {
        let counter = Counter()
        let (values, messages) = capturingDiagnostics { [counter.count, counter.count, counter.count] }
        #expect(values == [0, 0, 0])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Accessing State's value outside of being installed on a View") == true)
    }

    @Test("reading State inside a mounted view does not warn")
    func readingInsideAViewDoesNotWarn() {
        let (_, messages) = capturingDiagnostics {
            let host = CoreHost(RoundsView())
            host.button("Count up").click()
            host.settle()
        }
        #expect(messages.isEmpty)
    }
}
