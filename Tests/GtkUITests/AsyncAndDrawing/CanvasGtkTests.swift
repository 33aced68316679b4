import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Canvas` on GTK: what the renderer draws reaches the screen, under transforms and clips,
/// and it repaints when the state it read changes and not otherwise.
@MainActor
@Suite("Canvas on GTK", .serialized)
struct CanvasGtkTests {
    /// Counts renderer runs across the view's re-creations.
    final class Counter {
        var renders = 0
    }

    struct Sibling: View {
        @State private var taps = 0
        var body: some View { Button("Tap \(taps)") { taps += 1 } }
    }

    struct Gauge: View {
        let counter: Counter
        @State private var level = 0.25
        var body: some View {
            VStack {
                Canvas { context, size in
                    counter.renders += 1
                    let bounds = CGRect(origin: .zero, size: size)
                    context.fill(Path(bounds), with: .color(.white))
                    context.fill(
                        Path(CGRect(x: 0, y: 0, width: size.width * level, height: size.height)),
                        with: .color(red: 1, green: 0, blue: 0))
                    var corner = context
                    corner.translateBy(x: size.width - 20, y: size.height - 20)
                    corner.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                    corner.fill(Path(CGRect(x: -50, y: -50, width: 100, height: 100)), with: .color(.blue))
                    context.draw(Text("\(Int(level * 100)) %"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                }
                .frame(width: 120, height: 60)
                Button("Fill") { level = 1 }
                Sibling()
            }
        }
    }

    @Test("the drawing shows; a change to the state it reads repaints it, other changes do not")
    func drawsAndRepaints() throws {
        let counter = Counter()
        let host = try GtkTestHost(Gauge(counter: counter))
        defer { host.close() }
        host.waitForFrame()
        let canvas = try #require(host.canvases.first)
        #expect(canvas.allocatedSize == (120, 60))
        var pixels = try host.renderWindow()
        let red = RGBA(red: 1, green: 0, blue: 0)
        let blue = RGBA(Color.blue)
        #expect(pixels.color(at: canvas, x: 10, y: 5).isClose(to: red))
        #expect(pixels.color(at: canvas, x: 100, y: 5).isClose(to: RGBA(red: 1, green: 1, blue: 1)))
        #expect(pixels.color(at: canvas, x: 105, y: 45).isClose(to: blue), "inside the translated clip")
        #expect(pixels.color(at: canvas, x: 95, y: 45).isClose(to: RGBA(red: 1, green: 1, blue: 1)), "clipped")
        let glyphs = (40..<80).flatMap { x in (20..<40).map { pixels.color(at: canvas, x: Double(x), y: Double($0)) } }
        #expect(glyphs.contains { $0.luminance < 0.5 }, "the label's glyphs are drawn in the text colour")

        let drawings = host.statistics.writes(of: "Canvas.drawing")
        host.click(try host.button("Tap 0"))
        host.waitForFrame()
        #expect(host.statistics.writes(of: "Canvas.drawing") == drawings, "a sibling's state does not repaint it")
        #expect(host.statistics.bodyEvaluations(of: Gauge.self) == 1, "the canvas read the level, not the body")

        let renders = counter.renders
        host.click(try host.button("Fill"))
        host.waitForFrame()
        #expect(host.statistics.writes(of: "Canvas.drawing") == drawings + 1)
        #expect(counter.renders > renders)
        pixels = try host.renderWindow()
        #expect(pixels.color(at: canvas, x: 100, y: 5).isClose(to: red))
        #expect(host.statistics.bodyEvaluations(of: Gauge.self) == 1)
    }
}
