import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `RadialGradient`, `AngularGradient` and `AnyShapeStyle` on real GTK: the colours a person
/// sees in shapes and backgrounds.
@MainActor
@Suite("Radial and angular gradients on GTK", .serialized)
struct GradientGtkTests {
    @Test("a RadialGradient fills a shape from its centre colour out to its edge colour")
    func radialFill() throws {
        let gradient = RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)
        let host = try GtkTestHost(Rectangle().fill(gradient).frame(width: 100, height: 100))
        defer { host.close() }
        let shape = try #require(host.canvases.first)
        let pixels = try host.renderWindow()
        #expect(pixels.color(at: shape, x: 50, y: 50).isClose(to: RGBA(.red), tolerance: 0.05))
        #expect(pixels.color(at: shape, x: 1, y: 1).isClose(to: RGBA(.blue), tolerance: 0.05), "past the end radius")
        #expect(
            pixels.color(at: shape, x: 75, y: 50).isClose(to: RGBA(gradient.gradient.color(at: 0.5)), tolerance: 0.06),
            "halfway out")
    }

    @Test("an AngularGradient sweeps clockwise from the trailing side")
    func angularFill() throws {
        let gradient = AngularGradient(colors: [.red, .green, .blue, .red], center: .center)
        let host = try GtkTestHost(Circle().fill(AnyShapeStyle(gradient)).frame(width: 100, height: 100))
        defer { host.close() }
        let shape = try #require(host.canvases.first)
        let pixels = try host.renderWindow()
        // A third of the way round (120°, lower left) is green; two thirds (240°, upper left) blue.
        let green = pixels.color(at: shape, x: 50 + 40 * cos(2 * .pi / 3), y: 50 + 40 * sin(2 * .pi / 3))
        let blue = pixels.color(at: shape, x: 50 + 40 * cos(4 * .pi / 3), y: 50 + 40 * sin(4 * .pi / 3))
        #expect(green.isClose(to: RGBA(.green), tolerance: 0.08), "\(green)")
        #expect(blue.isClose(to: RGBA(.blue), tolerance: 0.08), "\(blue)")
        #expect(
            pixels.color(at: shape, x: 95, y: 51).isClose(to: RGBA(.red), tolerance: 0.1), "starts red at 3 o'clock")
    }

    @Test("radial and angular gradient backgrounds are drawn with CSS behind the view")
    func backgrounds() throws {
        let host = try GtkTestHost(
            VStack {
                Text("Radial").frame(width: 100, height: 100, alignment: .top)
                    .background(
                        RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 0, endRadius: 50))
                Text("Angular").frame(width: 100, height: 100, alignment: .top)
                    .background(AngularGradient(colors: [.orange, .blue], center: .center))
            }
            .padding(10))
        defer { host.close() }
        let pixels = try host.renderWindow()
        let radial = try #require(host.label("Radial")?.parent)
        #expect(pixels.color(at: radial, x: 50, y: 52).isClose(to: RGBA(.yellow), tolerance: 0.08), "the centre")
        #expect(pixels.color(at: radial, x: 1, y: 1).isClose(to: RGBA(.purple), tolerance: 0.08))
        let angular = try #require(host.label("Angular")?.parent)
        // Just after 3 o'clock the sweep starts orange; just before it ends blue.
        #expect(pixels.color(at: angular, x: 98, y: 53).isClose(to: RGBA(.orange), tolerance: 0.12))
        #expect(pixels.color(at: angular, x: 98, y: 47).isClose(to: RGBA(.blue), tolerance: 0.12))
    }
}
