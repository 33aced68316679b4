import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// User-defined dynamic properties get `update()` before each body, as in SwiftUI, and one
/// view value placed twice keeps two independent states.
@MainActor
@Suite("Dynamic properties")
struct DynamicPropertyTests {
    /// Counts `update()` calls, shared by the copies of a property.
    final class UpdateLog {
        var calls = 0
    }

    /// Derives a value from the `@State` it wraps.
    struct Doubled: DynamicProperty {
        @State private var base = 1
        private(set) var doubled = 0
        let log: UpdateLog

        mutating func update() {
            log.calls += 1
            doubled = base * 2
        }

        func bump() { base += 1 }
    }

    struct DoublingView: View {
        var value: Doubled
        var body: some View {
            VStack {
                Text("doubled \(value.doubled)")
                Button("Bump") { value.bump() }
            }
        }
    }

    @Test("update() runs before every body, so a derived value is fresh")
    func updateRunsBeforeEachBody() {
        let log = UpdateLog()
        let host = CoreHost(DoublingView(value: Doubled(log: log)))
        #expect(host.texts.first == "doubled 2")
        #expect(log.calls == 1)
        host.button("Bump").click()
        host.settle()
        #expect(host.texts.first == "doubled 4")
        #expect(log.calls == 2)
        #expect(host.statistics.bodyEvaluations(of: DoublingView.self) == 2)
    }

    /// Wraps another user property: the inner one is updated first.
    struct Labelled: DynamicProperty {
        var inner: Doubled
        private(set) var label = ""
        mutating func update() { label = "label \(inner.doubled)" }
    }

    struct NestedView: View {
        var value: Labelled
        var body: some View {
            VStack {
                Text(value.label)
                Button("Bump") { value.inner.bump() }
            }
        }
    }

    @Test("nested dynamic properties are updated innermost first")
    func nestedUpdateOrder() {
        let host = CoreHost(NestedView(value: Labelled(inner: Doubled(log: UpdateLog()))))
        #expect(host.texts.first == "label 2")
        host.button("Bump").click()
        host.settle()
        #expect(host.texts.first == "label 4")
    }

    struct MoodKey: EnvironmentKey {
        static let defaultValue = "calm"
    }

    /// Reads the environment and derives text from it.
    struct MoodText: DynamicProperty {
        @Environment(\.mood) private var mood
        private(set) var text = ""
        mutating func update() { text = "feeling \(mood)" }
    }

    struct MoodView: View {
        var mood = MoodText()
        var body: some View { Text(mood.text) }
    }

    struct MoodSwitcher: View {
        @State private var mood = "calm"
        var body: some View {
            VStack {
                MoodView().environment(\.mood, mood)
                Button("Cheer up") { mood = "cheerful" }
            }
        }
    }

    @Test("a property wrapping @Environment sees the current environment in update()")
    func environmentInsideDynamicProperty() {
        let host = CoreHost(MoodSwitcher())
        #expect(host.texts.first == "feeling calm")
        host.button("Cheer up").click()
        host.settle()
        #expect(host.texts.first == "feeling cheerful")
    }

    // MARK: One view value, two places

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count is \(count)") { count += 1 }
        }
    }

    struct TwoPlaces: View {
        let counter: Counter
        var body: some View {
            VStack {
                counter
                counter
            }
        }
    }

    @Test("one view value placed twice has two states, as in SwiftUI")
    func oneValueTwoPlaces() {
        let host = CoreHost(TwoPlaces(counter: Counter()))
        #expect(host.texts == ["Count is 0", "Count is 0"])
        host.button("Count is 0").click()
        host.settle()
        #expect(host.texts == ["Count is 1", "Count is 0"])
        host.button("Count is 1").click()
        host.button("Count is 0").click()
        host.settle()
        #expect(host.texts == ["Count is 2", "Count is 1"])
    }

    final class Model: ObservableObject {
        @Published var taps = 0
    }

    struct OwnsModel: View {
        @StateObject private var model = Model()
        var body: some View {
            Button("Taps \(model.taps)") { model.taps += 1 }
        }
    }

    @Test("one view value placed twice owns two @StateObjects")
    func oneValueTwoStateObjects() {
        let view = OwnsModel()
        let host = CoreHost(
            VStack {
                view; view
            })
        host.button("Taps 0").click()
        host.settle()
        #expect(host.texts == ["Taps 1", "Taps 0"])
    }
}

extension EnvironmentValues {
    fileprivate var mood: String {
        get { self[DynamicPropertyTests.MoodKey.self] }
        set { self[DynamicPropertyTests.MoodKey.self] = newValue }
    }
}
