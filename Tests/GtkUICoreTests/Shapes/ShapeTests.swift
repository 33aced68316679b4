import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Shapes on the in-memory backend: what each draws, and that a change redraws only that shape.
@MainActor
@Suite("Shape")
struct ShapeTests {
    private func drawings(in host: CoreHost) -> [ShapeDrawing] {
        host.allWidgets.filter { $0.kind == "Shape" }.compactMap(\.shapeDrawing)
    }

    @Test("a shape is filled with the text colour unless .fill gives a colour or style")
    func fills() throws {
        let host = CoreHost(
            VStack {
                Rectangle()
                Circle().fill(.red)
                Capsule().fill(.secondary)
                Ellipse().fill(Color.primary)
                RoundedRectangle(cornerRadius: 4).fill(.blue.opacity(0.5))
            })
        let paints = drawings(in: host).map(\.paint)
        #expect(
            paints == [
                .foreground(opacity: 1), .color(.red), .foreground(opacity: 0.55), .foreground(opacity: 1),
                .color(Color.blue.opacity(0.5)),
            ])
        #expect(drawings(in: host).allSatisfy { $0.stroke == nil })
    }

    @Test(".stroke centres the line on the outline; .strokeBorder insets the outline by half the line")
    func strokes() throws {
        let host = CoreHost(
            VStack {
                Circle().stroke(.red, lineWidth: 4)
                Circle().strokeBorder(.red, lineWidth: 4)
                RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: 2)
            })
        let shown = drawings(in: host)
        let size = CGSize(width: 40, height: 40)
        #expect(shown.map { $0.stroke?.lineWidth } == [4, 4, 2])
        #expect(shown[0].path(in: size).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(shown[1].path(in: size).boundingRect == CGRect(x: 2, y: 2, width: 36, height: 36))
        #expect(shown[2].path(in: size).boundingRect == CGRect(x: 1, y: 1, width: 38, height: 38))
        #expect(shown[2].paint == .foreground(opacity: 1))
    }

    struct Rounding: View {
        @State var radius = 4.0
        @State var caption = "Card"
        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: radius).fill(.blue)
                Circle().fill(.red)
                Text(caption)
                Button("Rounder") { radius = 12 }
                Button("Rename") { caption = "Box" }
            }
        }
    }

    @Test("a changed corner radius redraws that shape only; an unrelated change redraws nothing")
    func fineGrainedRedraw() throws {
        let host = CoreHost(Rounding())
        host.statistics.reset()
        host.button("Rounder").click()
        host.settle()
        #expect(host.statistics.writes(of: "Shape.drawing") == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect((drawings(in: host).first?.shape as? RoundedRectangle)?.cornerSize == CGSize(width: 12, height: 12))
        host.statistics.reset()
        host.button("Rename").click()
        host.settle()
        #expect(host.statistics.writes(of: "Shape.drawing") == 0)
        #expect(host.statistics.widgetWrites == 1)
    }

    @Test("the built-in shapes' outlines: a centred circle, an inscribed ellipse, a capsule's round ends")
    func outlines() {
        let wide = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Circle().path(in: wide).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(Ellipse().path(in: wide).boundingRect == wide)
        #expect(Rectangle().path(in: wide) == Path(wide))
        #expect(Capsule().path(in: wide) == Path(roundedRect: wide, cornerRadius: 25))
        #expect(RoundedRectangle(cornerRadius: 80).path(in: wide) == Path(roundedRect: wide, cornerRadius: 25))
        #expect(
            RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: wide)
                == Path(
                    roundedRect: wide.insetBy(dx: 4, dy: 4), cornerRadius: 6))
        // The circle's Bézier approximation passes through its four extreme points.
        let points = Circle().path(in: wide).elements.compactMap { element -> CGPoint? in
            if case .curve(let point, _, _) = element { return point }
            return nil
        }
        #expect(points == [CGPoint(x: 50, y: 50), CGPoint(x: 25, y: 25), CGPoint(x: 50, y: 0), CGPoint(x: 75, y: 25)])
    }

    @Test("addArc sweeps clockwise on screen for clockwise: false, as in SwiftUI")
    func arcs() throws {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9, "a quarter turn ends below the centre")
        var other = Path()
        other.addArc(
            center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(other.elements.filter { if case .curve = $0 { true } else { false } }.count == 3, "three quarters")
        #expect(abs(other.boundingRect.minY + 10 * 1.1) < 2, "the long way round passes above the centre")
    }

    @Test("aspectRatio(_:contentMode:) draws the shape in a centred rect of that ratio")
    func aspectRatio() throws {
        let host = CoreHost(Rectangle().aspectRatio(2, contentMode: .fit))
        let drawing = try #require(drawings(in: host).first)
        #expect(drawing.drawingRect(in: CGSize(width: 100, height: 100)) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            ContentMode.fill.rect(withAspectRatio: 2, in: CGRect(x: 0, y: 0, width: 100, height: 100))
                == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    struct Triangle: Shape, Equatable {
        var height: Double
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.maxY - height))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    struct Peaks: View {
        @State var height = 10.0
        var body: some View {
            VStack {
                Triangle(height: height).fill(.orange)
                Triangle(height: 5)
                Button("Higher") { height = 20 }
            }
        }
    }

    @Test("your own Shape draws its path; as an Equatable value, an equal one redraws nothing")
    func customShape() throws {
        let host = CoreHost(Peaks())
        let shown = drawings(in: host)
        #expect(shown.count == 2)
        #expect(
            shown[0].path(in: CGSize(width: 20, height: 20)).boundingRect == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(shown[1].paint == .foreground(opacity: 1))
        host.statistics.reset()
        host.button("Higher").click()
        host.settle()
        #expect(host.statistics.writes(of: "Shape.drawing") == 1, "only the changed triangle is redrawn")
    }
}
