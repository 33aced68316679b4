import GtkUICore
import GtkUICoreTesting
import Testing

/// `Toggle` with a label view and `.toggleStyle`: the style picks the control, inherited
/// through the environment; custom styles draw from the configuration.
@MainActor
@Suite("Toggle styles")
struct ToggleStyleTests {
    struct Styles: View {
        @State var mute = false
        @State var bold = true
        @State var asButtons = false
        var body: some View {
            VStack {
                let toggles = VStack {
                    Toggle(isOn: $mute) { Label("Mute", systemImage: "speaker.slash") }
                    Toggle("Bold", isOn: $bold)
                }
                (asButtons ? toggles.toggleStyle(.button) : toggles.toggleStyle(.checkbox))
                Button("Buttons") { asButtons = true }
            }
        }
    }

    @Test("a checkbox style inherited from the stack holds the label; the label view names it")
    func checkboxes() {
        let host = CoreHost(Styles())
        let mute = host.toggle("Mute")
        #expect(mute.kind == "Checkbox")
        #expect(mute.visibleTexts == ["Mute"])
        #expect(mute.find("Image") != nil, "the label's icon is inside the check box")
        #expect(host.toggle("Bold").kind == "Checkbox")
        #expect(host.toggle("Bold").properties["isOn"] as? Bool == true)
    }

    @Test("changing the style replaces the controls and keeps their state")
    func styleChange() {
        let host = CoreHost(Styles())
        let old = host.toggle("Bold")
        host.button("Buttons").click()
        host.settle()
        #expect(old.isDiscarded)
        #expect(host.toggle("Bold").kind == "ToggleButton")
        #expect(host.toggle("Bold").properties["isOn"] as? Bool == true)
    }

    @Test("flipping a check box writes the binding and the control is not written back")
    func flipping() {
        let host = CoreHost(Styles())
        host.statistics.reset()
        host.toggle("Mute").toggle()
        host.settle()
        #expect(host.toggle("Mute").properties["isOn"] as? Bool == true)
        #expect(host.statistics.writes(of: "Checkbox.isOn") == 0)
        #expect(host.statistics.bodyEvaluations(of: Styles.self) == 0)
    }

    struct StarStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration.isOn ? "★" : "☆") { configuration.isOn.toggle() }
        }
    }

    struct Starred: View {
        @State var starred = false
        var body: some View {
            VStack {
                Toggle("Star", isOn: $starred).toggleStyle(StarStyle())
                Text(starred ? "starred" : "plain")
            }
        }
    }

    @Test("a custom style draws the toggle from its configuration")
    func customStyle() {
        let host = CoreHost(Starred())
        host.button("☆").click()
        host.settle()
        #expect(host.texts == ["★", "starred"])
    }

    @Test(".labelsHidden() hides the label but the toggle keeps its name")
    func labelsHidden() {
        let host = CoreHost(Toggle("Airplane", isOn: .constant(true)).labelsHidden())
        let toggle = host.toggle("Airplane")
        #expect(toggle.properties["labelHidden"] as? Bool == true)
    }
}
