import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Slider` on a real `GtkScale`: moved by the adjustment, the keyboard and the pointer as a
/// person moves it, and from code with no echo.
@MainActor
@Suite("Slider on GTK", .serialized)
struct SliderGtkTests {
    struct Speed: View {
        @State var speed = 20.0
        @State var edits: [Bool] = []
        var body: some View {
            VStack {
                Slider(value: $speed, in: 0...100, step: 10) {
                    Text("Speed")
                } minimumValueLabel: {
                    Text("Slow")
                } maximumValueLabel: {
                    Text("Fast")
                } onEditingChanged: {
                    edits.append($0)
                }
                .frame(width: 300)
                Text("speed \(Int(speed))")
                Text("edits \(edits.map { $0 ? "on" : "off" }.joined(separator: ","))")
                Button("Reset") { speed = 0 }
            }
        }
    }

    @Test("moving the knob writes the snapped value once; editing is reported on, then off")
    func moveByAdjustment() throws {
        let host = try GtkTestHost(Speed())
        defer { host.close() }
        let slider = try host.slider("Speed")
        #expect(slider.value == 20)
        #expect(slider.lowerBound == 0 && slider.upperBound == 100)
        #expect(host.isShown(text: "Slow") && host.isShown(text: "Fast"))
        host.statistics.reset()
        host.setSlider(slider, to: 47)
        #expect(host.isShown(text: "speed 50"))
        #expect(slider.value == 50, "the knob snaps to the step")
        #expect(host.isShown(text: "edits on,off"))
        #expect(host.statistics.writes(of: "Slider.value") == 1, "only the snap back onto the step")
    }

    @Test("the arrow key moves one step and Home goes to the minimum")
    func keyboard() throws {
        let host = try GtkTestHost(Speed())
        defer { host.close() }
        let slider = try host.slider("Speed")
        #expect(slider.isFocusable)
        host.press(.stepForward, on: slider)
        #expect(host.isShown(text: "speed 30"))
        #expect(slider.hasFocus)
        host.press(.home, on: slider)
        #expect(host.isShown(text: "speed 0"))
        #expect(host.isShown(text: "edits on,off,on,off"))
    }

    @Test("real arrow keys through the X server move the focused slider")
    func realKeys() throws {
        let host = try GtkTestHost(Speed())
        defer { host.close() }
        let slider = try host.slider("Speed")
        slider.grabFocus()
        host.waitUntilIdle()
        try host.pressKeys("Right", "Right")
        #expect(host.isShown(text: "speed 40"))
        #expect(host.label("edits on,off") != nil || host.label("edits on,off,on,off") != nil)
    }

    @Test("a pointer drag reports editing on at the press and off at the release")
    func pointerDrag() throws {
        let host = try GtkTestHost(Speed())
        defer { host.close() }
        let slider = try host.slider("Speed")
        try host.drag(slider, to: 80)
        #expect(host.isShown(text: "speed 80"))
        #expect(slider.value == 80)
        #expect(host.isShown(text: "edits on,off"), "one edit for the whole drag: \(host.shownTexts)")
    }

    @Test("a value set from code moves the knob with one write and no echo")
    func fromCode() throws {
        let host = try GtkTestHost(Speed())
        defer { host.close() }
        let slider = try host.slider("Speed")
        host.statistics.reset()
        host.click(try host.button("Reset"))
        #expect(slider.value == 0)
        #expect(host.isShown(text: "speed 0"))
        #expect(host.isShown(text: "edits "), "a change from code is not an edit")
        #expect(host.statistics.writes(of: "Slider.value") == 1)
        #expect(host.statistics.bodyEvaluations(of: Speed.self) == 1, "no second pass from an echo")
    }

    @Test("the slider is named by its label and its fill takes the tint")
    func accessibleNameAndTint() throws {
        struct Tinted: View {
            @State var value = 1.0
            var body: some View {
                Slider(value: $value) { Text("Brightness") }.tint(.red).frame(width: 200)
            }
        }
        let host = try GtkTestHost(Tinted())
        defer { host.close() }
        let slider = try host.slider("Brightness")
        #expect(slider.accessibleLabelledBy?.text == "Brightness")
        let pixels = try host.renderWindow()
        let size = slider.renderedSize
        // The track is filled to the end (value 1) in red: sample it a quarter of the way along.
        let color = pixels.color(at: slider, x: Double(size.width) / 4, y: Double(size.height) / 2)
        #expect(color.red > 0.6 && color.green < 0.4 && color.blue < 0.4, "the fill is \(color)")
    }
}
