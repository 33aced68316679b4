import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Shape styles as backends receive them: gradients and materials in CSS, the tint resolved
/// from the environment, and how shadows and clips fold into decoration boxes.
@MainActor
@Suite("Shape styles")
struct ShapeStyleTests {
    private func styles(in host: CoreHost) -> [String] {
        host.allWidgets.compactMap { $0.properties["style"] as? String }
    }

    @Test("a gradient's CSS angle and stops follow its start and end points")
    func gradientCSS() {
        func css(_ start: UnitPoint, _ end: UnitPoint) -> String? {
            if case .linearGradient = LinearGradient(colors: [.black, .white], startPoint: start, endPoint: end)._paint
            {
                return ShapePaint.linearGradient(
                    LinearGradient(colors: [.black, .white], startPoint: start, endPoint: end)
                ).cssBackground
            }
            return nil
        }
        let black = Color.black.css
        let white = Color.white.css
        #expect(css(.top, .bottom) == "background-image: linear-gradient(180deg, \(black) 0%, \(white) 100%);")
        #expect(css(.leading, .trailing) == "background-image: linear-gradient(90deg, \(black) 0%, \(white) 100%);")
        #expect(
            css(.topLeading, .bottomTrailing)
                == "background-image: linear-gradient(135deg, \(black) 0%, \(white) 100%);")
        #expect(css(.center, .top) == "background-image: linear-gradient(0deg, \(black) 50%, \(white) 100%);")
    }

    @Test("Gradient(colors:) spaces its stops evenly; color(at:) mixes the stops on either side")
    func gradientStops() {
        let gradient = LinearGradient(colors: [.black, .white, .black], startPoint: .top, endPoint: .bottom)
        #expect(gradient.gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.color(at: 0.25) == Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        #expect(gradient.color(at: 0.5) == Color(red: 1, green: 1, blue: 1, opacity: 1))
        #expect(gradient.color(at: -1) == Color.black.opacity(1) || gradient.color(at: -1) == .black)
    }

    @Test("materials are the window background at their opacity; .primary follows the theme's text colour")
    func themeColours() {
        #expect(
            ShapePaint.windowBackground(opacity: 0.72).cssBackground
                == "background-color: alpha(@theme_bg_color, 0.72);")
        #expect(Material.regular._paint == .windowBackground(opacity: 0.72))
        #expect(Color.primary.css == "@theme_fg_color")
        #expect(Color.secondary.css == "alpha(@theme_fg_color, 0.55)")
        #expect(Color.primary.opacity(0.5).css == "alpha(@theme_fg_color, 0.5)")
        #expect(HierarchicalShapeStyle.secondary._paint.cssColor == "alpha(currentColor, 0.55)")
    }

    @Test("background, corners and a shadow fold into one box; a shadow inside a background starts another")
    func shadowFolding() {
        let host = CoreHost(
            VStack {
                Image(systemName: "star").background(.white).cornerRadius(8).shadow(radius: 2)
                Image(systemName: "heart").shadow(radius: 2).background(.white)
            })
        let boxes = styles(in: host)
        let folded = boxes.filter { $0.contains("box-shadow") }
        #expect(folded.count == 1 && folded[0].contains("background-color") && folded[0].contains("border-radius"))
        #expect(boxes.contains { $0.contains("text-shadow") && !$0.contains("background") }, "\(boxes)")
    }

    @Test("clipShape maps each shape to its rounded-rectangle clip")
    func clips() {
        let host = CoreHost(
            VStack {
                Color.red.frame(width: 10, height: 10).clipShape(Circle())
                Color.red.frame(width: 20, height: 10).clipShape(Capsule())
                Color.red.frame(width: 20, height: 10).clipShape(
                    RoundedRectangle(cornerSize: CGSize(width: 4, height: 2)))
                Color.red.frame(width: 20, height: 10).clipShape(Rectangle())
            })
        let radii = styles(in: host).compactMap { style in
            style.range(of: "border-radius: [^;]*;", options: .regularExpression).map { String(style[$0]) }
        }
        #expect(
            radii == [
                "border-radius: 50%;", "border-radius: 9999px;", "border-radius: 4.0px / 2.0px;",
                "border-radius: 0.0px;",
            ])
    }

    @Test(".tint reaches .tint shape styles below it, the innermost tint winning; without one it is the accent")
    func tintResolution() {
        let host = CoreHost(
            VStack {
                Circle().fill(.tint)
                VStack { Circle().fill(.tint) }.tint(.green)
                VStack { Circle().fill(.tint).tint(.orange) }.tint(.green)
            })
        let paints = host.allWidgets.filter { $0.kind == "Shape" }.compactMap(\.shapeDrawing).map(\.paint)
        #expect(paints == [.color(.accentColor), .color(.green), .color(.orange)])
        #expect(styles(in: host).contains { $0.contains("tint \(Color.green.css)") })
    }
}
