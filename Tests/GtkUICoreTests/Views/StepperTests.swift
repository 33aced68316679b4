import GtkUICore
import GtkUICoreTesting
import Testing

/// `Stepper` with closures (seed 004) and bound to a value within bounds.
@MainActor
@Suite("Stepper")
struct StepperTests {
    // MARK: Seed 004: onIncrement / onDecrement

    struct ClosureStepper: View {
        @State private var value = 0
        var body: some View {
            Stepper(
                "stepper \(value)",
                onIncrement: {
                    value += 1
                },
                onDecrement: {
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
