import GtkUICore
import GtkUICoreTesting
import Testing

@MainActor
@Suite("State")
struct StateTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count is \(count)")
                Button("Count up") { count += 1 }
            }
        }
    }

    @Test("setting state re-renders the view that read it")
    func settingStateReRenders() {
        let host = CoreHost(Counter())
        #expect(host.texts.contains("Count is 0"))
        host.statistics.reset()
        host.button("Count up").click()
        host.settle()
        #expect(host.texts.contains("Count is 1"))
        #expect(host.statistics.bodyEvaluations(of: Counter.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("many mutations in one turn cause one update pass")
    func mutationsAreCoalesced() {
        let host = CoreHost(Counter())
        host.statistics.reset()
        let button = host.button("Count up")
        for _ in 0..<10 { button.click() }
        host.settle()
        #expect(host.texts.contains("Count is 10"))
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations == 1)
    }
}
