import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.foregroundStyle`, `.background` with shape styles, gradients, materials, `.tint`,
/// `.shadow` and `.clipShape` on real GTK: the colours a person sees.
@MainActor
@Suite("Shape styles on GTK", .serialized)
struct ShapeStyleGtkTests {
    private func rgba(_ components: [Double]) -> RGBA {
        RGBA(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    @Test(".foregroundColor(.primary) is the theme's text colour: dark in the light style, light in the dark one")
    func primaryFollowsTheStyle() throws {
        // On a stack the colour is CSS, inherited by the labels (on a `Text` it is Pango's).
        let host = try GtkTestHost(
            VStack {
                VStack { Text("Primary") }.foregroundColor(.primary)
                VStack { Text("Secondary") }.foregroundColor(.secondary)
            })
        defer {
            Gtk.Settings.prefersDarkTheme = false
            host.close()
        }
        let primary = try #require(host.label("Primary"))
        let secondary = try #require(host.label("Secondary"))
        #expect(rgba(primary.styleColor).luminance < 0.3)
        #expect(abs(secondary.styleColor[3] - 0.55) < 0.02, "secondary is the text colour at 55 %")
        Gtk.Settings.prefersDarkTheme = true
        host.waitUntilIdle()
        #expect(rgba(primary.styleColor).luminance > 0.7, "was dark on dark before: \(primary.styleColor)")
        #expect(rgba(secondary.styleColor).luminance > 0.7)
    }

    @Test(".foregroundStyle(.secondary) dims the colour from above, as SwiftUI's hierarchical styles do")
    func hierarchicalIsRelative() throws {
        let host = try GtkTestHost(
            VStack {
                VStack { Text("Dimmed") }.foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.red))
        defer { host.close() }
        let dimmed = rgba(try #require(host.label("Dimmed")).styleColor)
        #expect(dimmed.isClose(to: RGBA(red: Color.red.red, green: Color.red.green, blue: Color.red.blue, alpha: 0.55)))
        // On a Text the level is a Pango alpha over the label's own (red) colour.
        let tertiary = try #require(host.label("Tertiary"))
        let run = try #require(tertiary.drawnRuns.first)
        #expect(run.foreground == nil && abs((run.foregroundAlpha ?? 1) - 0.3) < 0.01)
        #expect(rgba(tertiary.styleColor).isClose(to: RGBA(.red)))
    }

    @Test("Text.foregroundColor returns a Text, so coloured parts join with +")
    func colouredConcatenation() throws {
        let host = try GtkTestHost(
            Text("Due ").foregroundColor(.secondary) + Text("today").foregroundColor(.red).bold())
        defer { host.close() }
        let runs = try #require(host.label("Due today")).drawnRuns
        let due = try #require(runs.first { $0.text == "Due " })
        let today = try #require(runs.first { $0.text == "today" })
        #expect(due.foreground == nil, "secondary keeps the theme colour")
        #expect(abs((due.foregroundAlpha ?? 1) - 0.55) < 0.01)
        let red = try #require(today.foreground)
        #expect(abs(red[0] - Color.red.red) < 0.01 && abs(red[1] - Color.red.green) < 0.01)
        #expect(today.weight >= 700)
    }

    @Test("a LinearGradient fills a shape from its start colour to its end colour")
    func gradientFill() throws {
        let host = try GtkTestHost(
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 40, height: 100))
        defer { host.close() }
        let shape = try #require(host.canvases.first)
        let pixels = try host.renderWindow()
        #expect(pixels.color(at: shape, x: 20, y: 1).isClose(to: RGBA(.red), tolerance: 0.05))
        #expect(pixels.color(at: shape, x: 20, y: 99).isClose(to: RGBA(.blue), tolerance: 0.05))
        let middle = pixels.color(at: shape, x: 20, y: 50)
        #expect(
            middle.isClose(
                to: RGBA(
                    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                        .color(at: 0.5)), tolerance: 0.05))
    }

    @Test("a gradient background runs from leading to trailing behind the text")
    func gradientBackground() throws {
        let host = try GtkTestHost(
            Text("Sunset").frame(width: 200, height: 40)
                .background(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
                .padding(10))
        defer { host.close() }
        let text = try #require(host.label("Sunset"))
        let pixels = try host.renderWindow()
        let box = try #require(text.parent)
        #expect(pixels.color(at: box, x: 1, y: 2).isClose(to: RGBA(.orange), tolerance: 0.08))
        #expect(pixels.color(at: box, x: 199, y: 2).isClose(to: RGBA(.purple), tolerance: 0.08))
    }

    @Test("a material lets what is behind show through, in the window's colour of the light or dark style")
    func materialIsTranslucent() throws {
        let host = try GtkTestHost(
            Color.red.frame(width: 80, height: 40)
                .overlay { Color.clear.frame(width: 80, height: 40).background(.regularMaterial) }
                .padding(10))
        defer { host.close() }
        let pixels = try host.renderWindow()
        let stack = try #require(host.windowHost.window.child)
        let seen = pixels.color(at: stack, x: 50, y: 30)
        #expect(seen.red > 0.9, "red still shows: \(seen)")
        #expect(seen.green > 0.5 && seen.green < 0.9, "but covered by the light window colour: \(seen)")
    }

    @Test(".clipShape(Circle()) clips a square to a circle; .clipShape(Capsule()) rounds the short ends")
    func clipShapes() throws {
        let host = try GtkTestHost(
            HStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40).clipShape(Circle())
                Color.blue.frame(width: 80, height: 20).clipShape(Capsule())
            }
            .padding(20))
        defer { host.close() }
        let stack = try #require(host.windowHost.window.child)
        let pixels = try host.renderWindow()
        // The circle spans x 20…60, y 20…60 in the padded stack.
        #expect(pixels.color(at: stack, x: 40, y: 40).isClose(to: RGBA(.red)))
        #expect(!pixels.color(at: stack, x: 22, y: 22).isClose(to: RGBA(.red), tolerance: 0.3))
        #expect(pixels.color(at: stack, x: 21, y: 40).isClose(to: RGBA(.red), tolerance: 0.3))
        // The capsule spans x 80…160, y 30…50: its ends are round, its middle square.
        #expect(pixels.color(at: stack, x: 120, y: 31).isClose(to: RGBA(.blue)))
        #expect(!pixels.color(at: stack, x: 81, y: 31).isClose(to: RGBA(.blue), tolerance: 0.3))
    }

    @Test("a shape the clip cannot follow is reported once and clipped to its bounds")
    func unsupportedClipIsReported() throws {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.closeSubpath()
        }
        let (host, messages) = try capturingDiagnostics {
            try GtkTestHost(
                VStack {
                    Color.red.frame(width: 20, height: 20).clipShape(triangle)
                    Color.red.frame(width: 20, height: 20).clipShape(triangle)
                })
        }
        defer { host.close() }
        let reports = messages.filter { $0.contains(".clipShape(Path)") }
        #expect(reports.count == 1, "\(messages)")
    }

    @Test(".shadow under a card with a background darkens the window below the card")
    func boxShadow() throws {
        let host = try GtkTestHost(
            Text("Card").frame(width: 100, height: 40).background(.white).cornerRadius(8)
                .shadow(color: .black.opacity(0.6), radius: 3, y: 4)
                .padding(20))
        defer { host.close() }
        let card = try #require(host.label("Card")?.parent, "the 100 × 40 frame around the text")
        let pixels = try host.renderWindow()
        let far = pixels.color(at: card, x: 50, y: 70)
        let below = pixels.color(at: card, x: 50, y: 43)
        #expect(below.luminance < far.luminance - 0.1, "shadow \(below) vs window \(far)")
        #expect(pixels.color(at: card, x: 50, y: 36).isClose(to: RGBA(.white)))
    }

    @Test(".tint colours a switch that is on, and .tint shape styles; changing it is one write")
    func tint() throws {
        let model = TintModel()
        let host = try GtkTestHost(TintedControls(model: model))
        defer { host.close() }
        let toggle = try host.toggle("Alarm")
        let capsule = try #require(host.canvases.first)
        var pixels = try host.renderWindow()
        #expect(
            pixels.color(at: toggle, x: 8, y: Double(toggle.renderedSize.height) / 2).isClose(
                to: RGBA(.red), tolerance: 0.15))
        #expect(pixels.color(at: capsule, x: 20, y: 10).isClose(to: RGBA(.red)))
        host.statistics.reset()
        model.tint = .green
        host.waitUntilIdle()
        #expect(host.statistics.writes(of: "Decoration.css") == 1)
        #expect(host.statistics.widgetWrites == 2, "the tinted box's style class and the capsule's drawing")
        pixels = try host.renderWindow()
        #expect(pixels.color(at: capsule, x: 20, y: 10).isClose(to: RGBA(.green)))
        #expect(
            pixels.color(at: toggle, x: 8, y: Double(toggle.renderedSize.height) / 2).isClose(
                to: RGBA(.green), tolerance: 0.15))
    }

    @Test("without .tint, .tint is the accent colour")
    func defaultTint() throws {
        let host = try GtkTestHost(Circle().fill(.tint).frame(width: 20, height: 20))
        defer { host.close() }
        let circle = try #require(host.canvases.first)
        #expect(try host.renderWindow().color(at: circle, x: 10, y: 10).isClose(to: RGBA(.accentColor)))
    }
}

@MainActor @Observable private final class TintModel {
    var tint = Color.red
}

private struct TintedControls: View {
    let model: TintModel

    var body: some View {
        VStack {
            Toggle("Alarm", isOn: .constant(true))
            Capsule().fill(.tint).frame(width: 40, height: 20)
        }
        .tint(model.tint)
        .padding(10)
    }
}
