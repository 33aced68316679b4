import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `Slider` on the recording backend: binding both ways, step snapping, editing reports,
/// labels and bad ranges.
@MainActor
@Suite("Slider")
struct SliderTests {
    struct Volume: View {
        @State var volume = 0.5
        @State var edits: [Bool] = []
        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("Quiet")
                } maximumValueLabel: {
                    Text("Loud")
                } onEditingChanged: {
                    edits.append($0)
                }
                Text("edits \(edits.map { $0 ? "on" : "off" }.joined(separator: ","))")
                Button("Max") { volume = 1 }
            }
        }
    }

    @Test("a user change writes the binding once and reports editing on, then off")
    func userChange() throws {
        let host = CoreHost(Volume())
        let slider = try #require(host.root.find("Slider"))
        #expect(slider.properties["value"] as? Double == 0.5)
        #expect(slider.visibleTexts == ["Volume", "Quiet", "Loud"])
        #expect(slider.properties["accessibleName"] as? String == "Volume")
        host.statistics.reset()
        slider.slide(to: 0.25)
        host.settle()
        #expect(host.texts.contains("edits on,off"))
        #expect(slider.properties["value"] as? Double == 0.25)
        #expect(host.statistics.writes(of: "Slider.value") == 0, "the user's own value is not written back")
    }

    @Test("a value set from code is written to the slider alone, with no body evaluated for it")
    func valueFromCode() throws {
        struct Outer: View {
            @State var value = 2.0
            var body: some View {
                VStack {
                    Slider(value: $value, in: 0...10)
                    Button("Seven") { value = 7 }
                }
            }
        }
        let host = CoreHost(Outer())
        let slider = try #require(host.root.find("Slider"))
        host.statistics.reset()
        host.button("Seven").click()
        host.settle()
        #expect(slider.properties["value"] as? Double == 7)
        #expect(host.statistics.writes(of: "Slider.value") == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.bodyEvaluations == 0, "only the slider reads the value")
    }

    struct Stepped: View {
        @State var value: Float = 20
        var body: some View {
            VStack {
                Slider(value: $value, in: 0...100, step: 10)
                Text("value \(Int(value))")
            }
        }
    }

    @Test("with a step, a user change snaps to the nearest step and the slider shows it")
    func stepSnaps() throws {
        let host = CoreHost(Stepped())
        let slider = try #require(host.root.find("Slider"))
        #expect(slider.properties["step"] as? Double == 10)
        slider.slide(to: 43.7)
        host.settle()
        #expect(host.texts.contains("value 40"))
        #expect(slider.properties["value"] as? Double == 40)
        // A change that snaps back to the bound value puts the knob back on the step.
        slider.slide(to: 38)
        host.settle()
        #expect(host.texts.contains("value 40"))
        #expect(slider.properties["value"] as? Double == 40)
    }

    // A range whose lower bound is above its upper bound traps in the standard library when it
    // is built in a debug build (`...` and `ClosedRange(uncheckedBounds:)` check it); a release
    // build can pass one, and it takes the same path as this empty range.
    @Test("a range with no values between its bounds is reported and disables the slider")
    func invalidRange() throws {
        struct Backwards: View {
            @State var value = 1.0
            var body: some View { Slider(value: $value, in: 1...1) }
        }
        let (host, messages) = capturingDiagnostics { CoreHost(Backwards()) }
        let slider = try #require(host.root.find("Slider"))
        #expect(slider.properties["enabled"] as? Bool == false)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Slider in Backwards") == true)
        #expect(messages.first?.contains("lower bound is below its upper bound") == true)
    }

    @Test("Float and CGFloat bindings work")
    func floatingPointTypes() throws {
        struct Kinds: View {
            @State var float: Float = 0.5
            @State var cgFloat: CGFloat = 0.25
            var body: some View {
                VStack {
                    Slider(value: $float)
                    Slider(value: $cgFloat, in: 0...1, step: 0.25)
                    Text(verbatim: "\(float) \(Double(cgFloat))")
                }
            }
        }
        let host = CoreHost(Kinds())
        let sliders = host.root.allDescendants.filter { $0.kind == "Slider" }
        #expect(sliders.map { $0.properties["value"] as? Double } == [0.5, 0.25])
        sliders[1].slide(to: 0.8)
        host.settle()
        #expect(host.texts.last == "0.5 0.75")
    }
}
