import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `ProgressView` and `Gauge` on real `GtkSpinner`, `GtkProgressBar` and `GtkLevelBar` widgets.
@MainActor
@Suite("Progress and gauges on GTK", .serialized)
struct ProgressGtkTests {
    struct Download: View {
        @State var done = 1.0
        @State var known = true
        var body: some View {
            VStack {
                ProgressView("Loading…")
                ProgressView("Downloading", value: known ? done : nil, total: 4)
                Gauge(value: done, in: 0...4) {
                    Text("Disk")
                } currentValueLabel: {
                    Text("\(Int(done)) GB")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("4")
                }
                Button("More") { done += 1 }
                Button("Unknown") { known = false }
            }
            .frame(width: 320)
        }
    }

    @Test("a spinner spins on screen with its label below; the bar and gauge show the value and labels")
    func shown() throws {
        let host = try GtkTestHost(Download())
        defer { host.close() }
        let spinner = try #require(host.spinners.first)
        #expect(spinner.isSpinning && spinner.isMapped)
        let loading = try #require(host.label("Loading…"))
        #expect(spinner.accessibleLabelledBy?.text == "Loading…")
        #expect(try #require(loading.renderedFrame(in: host.window)).y > spinner.renderedFrame(in: host.window)!.y)
        let bar = try #require(host.progressBars.first)
        #expect(bar.fraction == 0.25)
        #expect(bar.accessibleLabelledBy?.text == "Downloading")
        let gauge = try #require(host.levelBars.first)
        #expect(gauge.value == 1 && gauge.lowerBound == 0 && gauge.upperBound == 4)
        #expect(gauge.accessibleLabelledBy?.text == "Disk")
        for text in ["Downloading", "Disk", "1 GB", "0", "4"] { #expect(host.isShown(text: text), "\(text)") }
    }

    @Test("a new value writes the bar's fraction, the gauge's value and the label, nothing else")
    func fineGrained() throws {
        let host = try GtkTestHost(Download())
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("More"))
        #expect(host.progressBars.first?.fraction == 0.5)
        #expect(host.levelBars.first?.value == 2)
        #expect(host.isShown(text: "2 GB"))
        #expect(host.statistics.writes(of: "ProgressBar.fraction") == 1)
        #expect(host.statistics.writes(of: "Gauge.value") == 1)
        #expect(host.statistics.widgetWrites == 3)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("a bar whose value becomes unknown pulses")
    func pulses() throws {
        let host = try GtkTestHost(Download())
        defer { host.close() }
        host.click(try host.button("Unknown"))
        let bar = try #require(host.progressBars.first)
        let start = try #require(bar.filledBlockFrame)
        let deadline = Date().addingTimeInterval(1)
        while bar.filledBlockFrame?.x == start.x, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
        #expect(bar.filledBlockFrame?.x != start.x, "the bar's block moves")
    }
}
