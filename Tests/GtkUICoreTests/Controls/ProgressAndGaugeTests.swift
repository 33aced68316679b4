import GtkUICore
import GtkUICoreTesting
import Testing

/// `ProgressView` and `Gauge` on the recording backend.
@MainActor
@Suite("ProgressView and Gauge")
struct ProgressAndGaugeTests {
    struct Download: View {
        @State var done = 0.0
        var body: some View {
            VStack {
                ProgressView()
                ProgressView("Downloading", value: done, total: 4)
                Button("More") { done += 1 }
            }
        }
    }

    @Test("a spinner and a bar whose fraction alone is written when the value changes")
    func progress() throws {
        let host = CoreHost(Download())
        let views = host.root.allDescendants.filter { $0.kind == "Progress" }
        #expect(views.map { $0.properties["indicator"] as? String } == ["spinner", "bar"])
        #expect(views[1].properties["fraction"] as? Double == 0)
        #expect(views[1].properties["accessibleName"] as? String == "Downloading")
        host.statistics.reset()
        host.button("More").click()
        host.settle()
        #expect(views[1].properties["fraction"] as? Double == 0.25)
        #expect(host.statistics.writes(of: "Progress.fraction") == 1)
        #expect(host.statistics.widgetWrites == 1)
    }

    @Test("a total that is not positive is reported and shows an empty bar")
    func badTotal() throws {
        let (host, messages) = capturingDiagnostics { CoreHost(ProgressView(value: 3.0, total: 0)) }
        #expect(host.root.find("Progress")?.properties["fraction"] as? Double == 0)
        #expect(messages.contains { $0.contains("ProgressView(value: 3.0, total: 0.0)") && $0.contains("total: 100") })
    }

    @Test("a gauge clamps its value, shows its labels and takes the style from the environment")
    func gauge() throws {
        let host = CoreHost(
            Gauge(value: 120.0, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("120%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryLinear))
        let gauge = try #require(host.root.find("Gauge"))
        #expect(gauge.properties["value"] as? Double == 100)
        #expect(gauge.properties["compact"] as? Bool == true)
        #expect(gauge.visibleTexts == ["Battery", "120%", "0", "100"])
        #expect(gauge.properties["accessibleName"] as? String == "Battery")
    }
}
