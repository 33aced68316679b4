import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Shapes on real GTK widgets: the space they take, and the pixels a person sees.
@MainActor
@Suite("Shape rendering", .serialized)
struct ShapeRenderingTests {
    @Test("Circle().frame(width: 40, height: 40) is 40 × 40, filled inside and clear at its corners")
    func framedCircle() throws {
        let host = try GtkTestHost(Circle().fill(.red).frame(width: 40, height: 40))
        defer { host.close() }
        let circle = try #require(host.canvases.first)
        #expect(circle.renderedSize == (40, 40))
        #expect(circle.accessibleRole == .presentation)
        #expect(circle.isAccessibleHidden)
        let pixels = try host.renderWindow()
        let red = RGBA(Color.red)
        #expect(pixels.color(at: circle, x: 20, y: 20).isClose(to: red))
        #expect(pixels.color(at: circle, x: 2, y: 20).isClose(to: red))
        #expect(!pixels.color(at: circle, x: 3, y: 3).isClose(to: red, tolerance: 0.3))
    }

    @Test("Rectangle() in a VStack is as wide as the stack; a shape alone in a frame takes all of it")
    func shapesAreFlexible() throws {
        let host = try GtkTestHost(
            VStack(spacing: 0) {
                Text(verbatim: "A line of text that sets the width")
                Rectangle().fill(.blue).frame(height: 4)
                HStack { Ellipse() }.frame(width: 120, height: 60)
            })
        defer { host.close() }
        let text = try #require(host.label("A line of text that sets the width"))
        let stack = try #require(text.parent)
        let canvases = host.canvases
        try #require(canvases.count == 2)
        #expect(canvases[0].renderedSize == (stack.renderedSize.width, 4))
        #expect(stack.renderedSize.width >= text.renderedSize.width)
        #expect(canvases[1].renderedSize == (120, 60))
    }

    @Test(".stroke centres the line on the outline, past the frame; .strokeBorder keeps it inside")
    func strokeAndStrokeBorder() throws {
        let host = try GtkTestHost(
            HStack(spacing: 20) {
                Rectangle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
                Rectangle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40)
            }
            .padding(20))
        defer { host.close() }
        let shapes = host.canvases
        try #require(shapes.count == 2)
        let pixels = try host.renderWindow()
        let red = RGBA(Color.red)
        #expect(pixels.color(at: shapes[0], x: 1, y: 20).isClose(to: red))
        #expect(pixels.color(at: shapes[0], x: -1, y: 20).isClose(to: red), "half the line lies outside")
        #expect(!pixels.color(at: shapes[0], x: 3, y: 20).isClose(to: red))
        #expect(pixels.color(at: shapes[1], x: 2, y: 20).isClose(to: red))
        #expect(!pixels.color(at: shapes[1], x: -1, y: 20).isClose(to: red), "the border stays inside")
        #expect(!pixels.color(at: shapes[1], x: 20, y: 20).isClose(to: red))
    }

    @Test("the default fill is the text colour, dark in the light style and light in the dark style")
    func followsDarkStyle() throws {
        let host = try GtkTestHost(Circle().frame(width: 30, height: 30).padding(10))
        defer {
            Gtk.Settings.prefersDarkTheme = false
            host.close()
        }
        let circle = try #require(host.canvases.first)
        #expect(try host.renderWindow().color(at: circle, x: 15, y: 15).luminance < 0.3)
        Gtk.Settings.prefersDarkTheme = true
        host.waitUntilIdle()
        #expect(try host.renderWindow().color(at: circle, x: 15, y: 15).luminance > 0.7)
        Gtk.Settings.prefersDarkTheme = false
        host.waitUntilIdle()
        #expect(try host.renderWindow().color(at: circle, x: 15, y: 15).luminance < 0.3)
    }

    struct Rounding: View {
        @State var radius = 0.0
        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: radius).fill(.blue).frame(width: 60, height: 40)
                Circle().fill(.red).frame(width: 20, height: 20)
                Button("Round") { radius = 20 }
            }
        }
    }

    @Test("a changed corner radius redraws that one shape, and its corner is cut away")
    func cornerRadiusUpdate() throws {
        let host = try GtkTestHost(Rounding())
        defer { host.close() }
        let shape = try #require(host.canvases.first)
        let blue = RGBA(Color.blue)
        #expect(try host.renderWindow().color(at: shape, x: 1, y: 1).isClose(to: blue))
        host.statistics.reset()
        host.click(try host.button("Round"))
        #expect(host.statistics.writes(of: "Shape.drawing") == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.widgetsCreated == 0)
        let pixels = try host.renderWindow()
        #expect(!pixels.color(at: shape, x: 1, y: 1).isClose(to: blue, tolerance: 0.3))
        #expect(pixels.color(at: shape, x: 30, y: 20).isClose(to: blue))
    }

    /// A vertical line at a fractional position, half a point wide.
    struct HalfPointLine: Shape, Equatable {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: 10.25, y: 0))
                path.addLine(to: CGPoint(x: 10.25, y: rect.maxY))
            }
        }
    }

    @Test("shapes are drawn at the display's scale: half a point is one crisp device pixel at scale 2")
    func crispAtScaleTwo() throws {
        let host = try GtkTestHost(HalfPointLine().stroke(.black, lineWidth: 0.5).frame(width: 20, height: 20))
        defer { host.close() }
        let line = try #require(host.canvases.first)
        let pixels = try host.renderWindow(scale: 2)
        // Device pixels 20 and 21 of the canvas start at points 10 and 10.5.
        let covered = pixels.color(at: line, x: 10, y: 10)
        let beside = pixels.color(at: line, x: 10.5, y: 10)
        #expect(covered.luminance < 0.1, "the line covers device pixel 20 fully: \(covered)")
        #expect(beside.luminance > 0.8, "and leaves pixel 21 untouched: \(beside)")
        let atOne = try host.renderWindow().color(at: line, x: 10, y: 10)
        #expect(atOne.luminance > 0.3 && atOne.luminance < 0.8, "at scale 1 the same line half-covers a pixel")
    }
}
