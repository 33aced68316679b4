import GtkUICore
import GtkUICoreTesting
import Testing

/// `ColorPicker` on the in-memory backend: the chosen colour is written once as components,
/// opaque without opacity; code moves the swatch without echo.
@MainActor
@Suite("ColorPicker")
struct ColorPickerTests {
    struct Palette: View {
        @State var ink = Color.accentColor
        @State var paper = Color(white: 1)
        var body: some View {
            VStack {
                ColorPicker("Ink", selection: $ink)
                ColorPicker("Paper", selection: $paper, supportsOpacity: false)
                Text(verbatim: "ink \(ink.red) \(ink.green) \(ink.blue) \(ink.opacity)")
                Button("Red ink") { ink = .red }
            }
        }
    }

    private func picker(_ title: String, in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "ColorPicker" && $0.text == title })
    }

    @Test("a theme colour shows its palette components; the label names the picker")
    func shows() throws {
        let host = CoreHost(Palette())
        let ink = try picker("Ink", in: host)
        #expect(ink.shownColor == Color(red: 0x35 / 255.0, green: 0x84 / 255.0, blue: 0xe4 / 255.0))
        #expect(ink.shownColor?.platformName == nil)
        #expect(ink.properties["supportsOpacity"] as? Bool == true)
        #expect(try picker("Paper", in: host).properties["supportsOpacity"] as? Bool == false)
    }

    @Test("choosing a colour writes it once and is not written back")
    func choosing() throws {
        let host = CoreHost(Palette())
        let ink = try picker("Ink", in: host)
        host.statistics.reset()
        ink.pickColor(Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5))
        host.settle()
        #expect(host.texts.contains("ink 0.25 0.5 0.75 0.5"))
        #expect(host.statistics.writes(of: "ColorPicker.color") == 0)
        #expect(host.statistics.bodyEvaluations(of: Palette.self) == 1)
    }

    @Test("choosing the colour already bound writes nothing")
    func sameColour() throws {
        let host = CoreHost(Palette())
        let ink = try picker("Ink", in: host)
        host.statistics.reset()
        ink.pickColor(Color(red: 0x35 / 255.0, green: 0x84 / 255.0, blue: 0xe4 / 255.0))
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test("without opacity support the chosen colour is opaque")
    func opaque() throws {
        let host = CoreHost(Palette())
        let paper = try picker("Paper", in: host)
        paper.pickColor(Color(red: 0, green: 0, blue: 1, opacity: 0.2))
        host.settle()
        #expect(paper.shownColor == Color(red: 0, green: 0, blue: 1))
    }

    @Test("setting the colour from code moves the swatch with one write")
    func fromCode() throws {
        let host = CoreHost(Palette())
        host.statistics.reset()
        host.button("Red ink").click()
        host.settle()
        #expect(
            try picker("Ink", in: host).shownColor == Color(red: 0xe0 / 255.0, green: 0x1b / 255.0, blue: 0x24 / 255.0))
        #expect(host.statistics.writes(of: "ColorPicker.color") == 1)
        #expect(host.statistics.writes(of: "ColorPicker.text") == 0)
    }
}
