import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// What a `Canvas` records: steps in order, mapped by the context's transform, and a
/// repaint only when the state the renderer read changes.
@MainActor
@Suite("Canvas")
struct CanvasTests {
    @Test("transforms move, scale and turn what is drawn after them; a copy's changes stay in the copy")
    func transforms() throws {
        let host = CoreHost(
            Canvas { context, size in
                let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
                var moved = context
                moved.translateBy(x: 20, y: 30)
                moved.fill(square, with: .color(.red))
                moved.scaleBy(x: 2, y: 3)
                moved.stroke(square, with: .foreground, lineWidth: 2)
                var turned = context
                turned.translateBy(x: 50, y: 50)
                turned.rotate(by: .degrees(90))
                turned.fill(square, with: .style(.tint))
                context.fill(
                    square,
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 0), anchor: .top)
            })
        let canvas = try #require(host.root.find("Canvas"))
        #expect(
            canvas.canvasCommands == [
                "fill (20, 30, 10, 10)", "stroke (20, 30, 20, 30)", "fill (40, 50, 10, 10)", "fill (0, 0, 10, 10)",
                "text \"Hi\"",
            ])
    }

    @Test("CGAffineTransform composes and inverts as Core Graphics does")
    func affineTransform() {
        let transform = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2).rotated(by: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(transform)
        #expect(abs(point.x - 5) < 1e-9 && abs(point.y - 2) < 1e-9)
        let back = point.applying(transform.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    struct Meter: View {
        @State private var level = 1.0
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 0, y: 0, width: level * 10, height: 5)), with: .color(.green))
                }
                Button("More") { level += 1 }
                Button("Other \(unrelated)") { unrelated += 1 }
            }
        }
    }

    @Test("the renderer runs again when the state it read changes; the canvas repaints once per change")
    func repaintsOnReadState() throws {
        let host = CoreHost(Meter())
        let canvas = try #require(host.root.find("Canvas"))
        #expect(canvas.canvasCommands == ["fill (0, 0, 10, 5)"])
        let paints = canvas.canvasPaints
        host.button("More").click()
        host.settle()
        #expect(canvas.canvasCommands == ["fill (0, 0, 20, 5)"])
        #expect(canvas.canvasPaints == paints + 1)
    }
}
