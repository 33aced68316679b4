import Foundation
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

    @Test("a value stepper disables the button of the bound it is at, and stops a step past it at the bound")
    func valueStopsAtBounds() {
        let host = CoreHost(BoundedStepper())
        #expect(host.button("−").properties["enabled"] as? Bool == false, "at the lower bound")
        #expect(host.button("+").properties["enabled"] as? Bool ?? true)
        host.button("+").click()
        host.settle()
        #expect(host.button("−").properties["enabled"] as? Bool == true)
        host.button("+").click()
        host.settle()
        #expect(host.texts.first == "Count: 2")
        #expect(host.button("+").properties["enabled"] as? Bool == false, "at the upper bound")
    }

    struct ByThree: View {
        @State var count = 0
        var body: some View {
            Stepper("Count: \(count)", value: $count, in: 0...7, step: 3)
        }
    }

    @Test("a step that would pass a bound stops at it")
    func stepClampsToBound() {
        let host = CoreHost(ByThree())
        for _ in 0..<2 {
            host.button("+").click()
            host.settle()
        }
        #expect(host.texts.first == "Count: 6")
        host.button("+").click()
        host.settle()
        #expect(host.texts.first == "Count: 7")
        #expect(host.button("+").properties["enabled"] as? Bool == false)
    }

    // MARK: label, step, format, onEditingChanged

    struct Guests: View {
        @State var guests = 2
        @State var edits: [Bool] = []
        var body: some View {
            VStack {
                Stepper(value: $guests, in: 1...8, step: 2, onEditingChanged: { edits.append($0) }) {
                    Text("Guests: \(guests)")
                }
                Text("edits \(edits.count)")
            }
        }
    }

    @Test("a stepper with a built label moves by its step and reports editing around each click")
    func labelStepEditing() {
        let host = CoreHost(Guests())
        host.button("+").click()
        host.settle()
        #expect(host.texts.first == "Guests: 4")
        #expect(host.texts.contains("edits 2"), "true before the change, false after")
    }

    struct Zoom: View {
        @State var zoom = 0.5
        var body: some View {
            Stepper("Zoom", value: $zoom, in: 0...1, step: 0.25, format: .percent)
                .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    @Test("the format: form shows the value formatted for the locale")
    func formatted() {
        let host = CoreHost(Zoom())
        #expect(host.texts.prefix(2) == ["Zoom", "50%"])
        host.button("+").click()
        host.settle()
        #expect(host.texts.prefix(2) == ["Zoom", "75%"])
    }
}
