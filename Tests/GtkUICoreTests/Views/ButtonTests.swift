import GtkUICore
import GtkUICoreTesting
import Testing

/// `Button(action:label:)`: label views in a row, and an action that re-renders what it changed.
@MainActor
@Suite("Button")
struct ButtonTests {
    struct TapView: View {
        @State private var taps = 0
        @State private var unshown = 0
        var body: some View {
            VStack {
                Button(action: { taps += 1 }) {
                    Text("Tap")
                    Text("\(taps) taps")
                }
                Button(action: { unshown += 1 }) {
                    Text("Quiet")
                }
            }
        }
    }

    @Test("Button(action:label:) shows its label views in a row and runs its action")
    func actionAndLabel() {
        let host = CoreHost(TapView())
        let button = host.button("Tap")
        #expect(button.children.first?.kind == "HStack")
        #expect(button.children.first?.children.compactMap(\.text) == ["Tap", "0 taps"])
        host.statistics.reset()
        button.click()
        host.settle()
        #expect(host.texts.contains("1 taps"))
        #expect(host.statistics.bodyEvaluations(of: TapView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("an action that changes nothing the body read re-renders nothing")
    func quietAction() {
        let host = CoreHost(TapView())
        host.statistics.reset()
        host.button("Quiet").click()
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
    }
}
