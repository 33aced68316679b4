import GtkUICore
import GtkUICoreTesting
import Testing

/// The view graph's update schedule: mutations are coalesced into one pass on the next
/// main-loop turn, parents are evaluated before children, and each body at most once a pass.
@MainActor
@Suite("Update scheduling")
struct UpdateSchedulingTests {
    struct Parent: View {
        let log: EvaluationLog
        @State private var title = 0
        @State private var unshown = 0
        var body: some View {
            let _ = log.record("Parent")
            VStack {
                Text("parent \(title)")
                Button("Parent") { title += 1 }
                Button("Parent unshown") { unshown += 1 }
                Child(log: log, title: "child of \(title)")
                Sibling(log: log)
            }
        }
    }

    struct Child: View {
        let log: EvaluationLog
        let title: String
        @State private var count = 0
        var body: some View {
            let _ = log.record("Child")
            VStack {
                Text("\(title): \(count)")
                Button("Child") { count += 1 }
            }
        }
    }

    struct Sibling: View {
        let log: EvaluationLog
        var body: some View {
            let _ = log.record("Sibling")
            Text("sibling")
        }
    }

    private func mount() -> (CoreHost, EvaluationLog) {
        let log = EvaluationLog()
        let host = CoreHost(Parent(log: log))
        log.clear()
        host.statistics.reset()
        return (host, log)
    }

    @Test("nothing is evaluated or written until the scheduler runs")
    func nothingHappensUntilTheSchedulerRuns() {
        let (host, log) = mount()
        #expect(!host.backend.hasScheduledWork)
        host.button("Parent").click()
        #expect(host.backend.hasScheduledWork)
        #expect(host.graph.hasPendingUpdates)
        #expect(log.entries.isEmpty)
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.widgetWrites == 0)
        #expect(host.texts.first == "parent 0")

        host.settle()
        #expect(!host.backend.hasScheduledWork)
        #expect(!host.graph.hasPendingUpdates)
        #expect(host.texts.first == "parent 1")
        #expect(host.statistics.updatePasses == 1)
    }

    @Test("many mutations in one turn schedule one pass and cause one")
    func manyMutationsOnePass() {
        let (host, log) = mount()
        for _ in 0..<20 { host.button("Parent").click() }
        #expect(host.backend.hasScheduledWork)
        host.settle()
        #expect(host.texts.first == "parent 20")
        #expect(host.statistics.updatePasses == 1)
        #expect(log.entries == ["Parent", "Child"])
        #expect(host.statistics.writes(of: "Label.text") == 2)
    }

    @Test("a parent is evaluated before its child, whichever changed first")
    func parentsBeforeChildren() {
        let (host, log) = mount()
        host.button("Child").click()
        host.button("Parent").click()
        host.settle()
        #expect(log.entries == ["Parent", "Child"])
    }

    @Test("each body is evaluated at most once a pass, even when parent and child state both changed")
    func eachBodyAtMostOnce() {
        let (host, log) = mount()
        host.button("Child").click()
        host.button("Parent").click()
        host.button("Child").click()
        host.settle()
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: Parent.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Child.self) == 1)
        #expect(log.entries.filter { $0 == "Child" }.count == 1)
        #expect(host.texts.contains("child of 1: 2"))
    }

    @Test("a child whose inputs did not change is not evaluated when its parent re-renders")
    func unchangedSiblingIsSkipped() {
        let (host, log) = mount()
        host.button("Parent").click()
        host.settle()
        #expect(!log.entries.contains("Sibling"))
        #expect(host.statistics.bodyEvaluations(of: Sibling.self) == 0)
    }

    @Test("a change to the child's own state does not evaluate its parent")
    func childStateDoesNotEvaluateParent() {
        let (host, log) = mount()
        host.button("Child").click()
        host.settle()
        #expect(log.entries == ["Child"])
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("a change to state no body read schedules nothing")
    func unreadStateSchedulesNothing() {
        let (host, log) = mount()
        host.button("Parent unshown").click()
        #expect(!host.backend.hasScheduledWork)
        host.settle()
        #expect(log.entries.isEmpty)
        #expect(host.statistics.updatePasses == 0)
    }

    @Test("flush() runs the pending pass at once")
    func flushRunsThePendingPass() {
        let (host, _) = mount()
        host.button("Parent").click()
        host.graph.flush()
        #expect(host.texts.first == "parent 1")
        #expect(host.statistics.updatePasses == 1)
        #expect(!host.graph.hasPendingUpdates)
        // The pass already ran; the scheduled callback finds nothing to do.
        host.settle()
        #expect(host.statistics.updatePasses == 1)
    }

    @Test("state set while a pass runs (in onAppear) is applied in the next pass")
    func stateSetDuringAPassGoesToTheNextPass() {
        struct Loader: View {
            @State private var isShown = false
            @State private var status = "loading"
            var body: some View {
                VStack {
                    Text(status)
                    Button("Show") { isShown = true }
                    if isShown {
                        Text("panel").onAppear { status = "loaded" }
                    }
                }
            }
        }
        let host = CoreHost(Loader())
        host.statistics.reset()
        host.button("Show").click()
        host.settle()
        #expect(host.texts == ["loaded", "Show", "panel"])
        #expect(host.statistics.updatePasses == 2)
        #expect(host.statistics.bodyEvaluations(of: Loader.self) == 2)
    }
}
