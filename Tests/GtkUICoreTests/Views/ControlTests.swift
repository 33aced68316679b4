import GtkUICore
import GtkUICoreTesting
import Testing

/// `Stepper`, `Toggle` and `Button(action:label:)`: a control's change reaches its source of
/// truth and re-renders only what read it.
@MainActor
@Suite("Stepper")
struct StepperTests {
    // MARK: Seed 004: onIncrement / onDecrement

    struct ClosureStepper: View {
        @State private var value = 0
        var body: some View {
            Stepper("stepper \(value)", onIncrement: {
                value += 1
            }, onDecrement: {
                value -= 1
            })
        }
    }

    @Test("+ and − call onIncrement and onDecrement")
    func closures() {
        let host = CoreHost(ClosureStepper())
        #expect(host.texts == ["stepper 0", "−", "+"])
        host.statistics.reset()
        host.button("+").click()
        host.button("+").click()
        host.settle()
        #expect(host.texts.first == "stepper 2")
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: ClosureStepper.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        host.button("−").click()
        host.settle()
        #expect(host.texts.first == "stepper 1")
    }

    @Test("the buttons are named for screen readers")
    func accessibleNames() {
        let host = CoreHost(ClosureStepper())
        #expect(host.button("+").properties["accessibleName"] as? String == "Increment")
        #expect(host.button("−").properties["accessibleName"] as? String == "Decrement")
    }

    // MARK: value: in:

    struct BoundedStepper: View {
        @State private var count = 0
        var body: some View {
            Stepper("Count: \(count)", value: $count, in: 0...2)
        }
    }

    @Test("a value stepper changes its binding by one step")
    func valueSteps() {
        let host = CoreHost(BoundedStepper())
        host.button("+").click()
        host.settle()
        #expect(host.texts.first == "Count: 1")
        host.button("−").click()
        host.settle()
        #expect(host.texts.first == "Count: 0")
    }

    @Test("a value stepper stops at its bounds, and a click there re-renders nothing")
    func valueStopsAtBounds() {
        let host = CoreHost(BoundedStepper())
        host.statistics.reset()
        host.button("−").click()
        host.settle()
        #expect(host.texts.first == "Count: 0")
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)

        for _ in 0..<5 {
            host.button("+").click()
            host.settle()
        }
        #expect(host.texts.first == "Count: 2")
    }
}

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
        #expect(host.texts == ["Offline", "Turn on"])
        host.statistics.reset()
        host.toggle("Wi-Fi").toggle()
        host.settle()
        #expect(host.texts == ["Connected", "Turn on"])
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
