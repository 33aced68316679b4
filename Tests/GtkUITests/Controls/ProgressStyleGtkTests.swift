import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.progressViewStyle(.linear/.circular)` on real GTK widgets.
@MainActor
@Suite("Progress view styles on GTK", .serialized)
struct ProgressStyleGtkTests {
    struct Upload: View {
        @State var done = 1.0
        var body: some View {
            VStack {
                ProgressView("Upload", value: done, total: 4)
                    .progressViewStyle(.circular)
                    .tint(.red)
                ProgressView("Waiting").progressViewStyle(.linear)
                ProgressView(value: 0.5).progressViewStyle(.circular)
                Button("More") { done += 1 }
            }
            .frame(width: 200)
        }
    }

    @Test("circular with a value draws a ring filled clockwise from the top in the tint; linear pulses a bar")
    func ringAndPulsingBar() throws {
        let host = try GtkTestHost(Upload())
        defer { host.close() }
        #expect(host.spinners.isEmpty, "neither view spins")
        #expect(host.progressBars.count == 1, "the linear view without a value is a bar")
        let ring = try #require(host.canvases.first)
        #expect(ring.renderedSize.width == 20 && ring.renderedSize.height == 20)
        #expect(ring.accessibleLabelledBy?.text == "Upload")
        let pixels = try host.renderWindow()
        // The first quarter (top to right) is filled; the opposite quarter is only the faint track.
        let filled = pixels.color(at: ring, x: 16, y: 4)
        #expect(filled.isClose(to: RGBA(.red), tolerance: 0.15), "filled arc: \(filled)")
        let track = pixels.color(at: ring, x: 4, y: 16)
        #expect(!track.isClose(to: RGBA(.red), tolerance: 0.3), "the empty part is faint: \(track)")
        // Untinted, the ring takes the theme's accent (Adwaita's #3584e4 in GTK 4.8).
        let accent = pixels.color(at: host.canvases[1], x: 16, y: 4)
        #expect(
            accent.isClose(to: RGBA(red: 0x35 / 255, green: 0x84 / 255, blue: 0xE4 / 255), tolerance: 0.15), "\(accent)"
        )

        host.statistics.reset()
        host.click(try host.button("More"))
        #expect(host.statistics.writes(of: "ProgressRing.fraction") == 1)
        #expect(host.statistics.widgetWrites == host.statistics.writes(of: "ProgressRing.fraction"))
        let half = try host.renderWindow().color(at: ring, x: 16, y: 16)
        #expect(half.isClose(to: RGBA(.red), tolerance: 0.15), "half done fills the lower right: \(half)")
    }
}
