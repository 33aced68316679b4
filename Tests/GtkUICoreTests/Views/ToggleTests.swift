import GtkUICore
import GtkUICoreTesting
import Testing

/// `Toggle`: flipping the switch writes its binding and re-renders only what read it.
@MainActor
@Suite("Toggle")
struct ToggleTests {
    struct WifiView: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "Connected" : "Offline")
                Button("Turn on") { isOn = true }
            }
        }
    }

    /// Only the switch reads the state, through its binding.
    struct SwitchOnlyView: View {
        @State private var isOn = false
        var body: some View {
            Toggle("Airplane mode", isOn: $isOn)
        }
    }

    @Test("flipping the switch writes the binding and re-renders the view that read it")
    func flippingReRendersReader() {
        let host = CoreHost(WifiView())
        // The label is a Text, shown beside the switch.
        #expect(host.texts == ["Wi-Fi", "Offline", "Turn on"])
        host.statistics.reset()
        host.toggle("Wi-Fi").toggle()
        host.settle()
        #expect(host.texts == ["Wi-Fi", "Connected", "Turn on"])
        #expect(host.statistics.bodyEvaluations(of: WifiView.self) == 1)
        // The switch already shows the user's change.
        #expect(host.statistics.writes(of: "Switch.isOn") == 0)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("flipping a switch whose state no body read re-evaluates no body")
    func flippingWithoutReaders() {
        let host = CoreHost(SwitchOnlyView())
        host.statistics.reset()
        host.toggle("Airplane mode").toggle()
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("setting the state elsewhere moves the switch")
    func stateMovesSwitch() {
        let host = CoreHost(WifiView())
        host.statistics.reset()
        host.button("Turn on").click()
        host.settle()
        #expect(host.toggle("Wi-Fi").properties["isOn"] as? Bool == true)
        #expect(host.statistics.writes(of: "Switch.isOn") == 1)
    }
}
