import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Fonts and text modifiers reach every `Text` inside the modified view, a `Text`'s own
/// modifiers win, and a change writes only the labels whose styling changed.
@MainActor
@Suite("Text styles")
struct TextStyleTests {
    private func attributes(_ host: CoreHost, _ text: String) -> String? {
        host.root.find("Label", text: text)?.properties["attributes"] as? String
    }

    @Test("a font modifier reaches every text inside; a text's own font wins")
    func environmentFont() {
        let host = CoreHost(
            VStack {
                Text("A")
                Text("B").font(.caption)
                Text("C").bold()
            }
            .font(.title))
        #expect(attributes(host, "A") == "textStyle=title")
        #expect(attributes(host, "B") == "textStyle=caption")
        #expect(attributes(host, "C") == "textStyle=title weight=700")
    }

    @Test("fontWeight, italic, underline, strikethrough and monospacedDigit apply through the environment")
    func environmentTraits() {
        let host = CoreHost(
            VStack { Text("A") }.fontWeight(.light).italic().underline().strikethrough().monospacedDigit())
        #expect(
            attributes(host, "A") == "weight=300 italic=true monospacedDigit=true underline=true strikethrough=true")
    }

    @Test("Font's variants resolve to their parts")
    func fontVariants() {
        let host = CoreHost(
            VStack {
                Text("1").font(.system(size: 20, weight: .semibold, design: .serif))
                Text("2").font(.system(.headline, design: .monospaced, weight: .black))
                Text("3").font(.custom("DejaVu Serif", size: 18).italic())
                Text("4").font(.body.monospaced().monospacedDigit())
            })
        #expect(attributes(host, "1") == "size=20.0 design=serif weight=600")
        #expect(attributes(host, "2") == "textStyle=headline design=monospaced weight=900")
        #expect(attributes(host, "3") == "size=18.0 family=DejaVu Serif italic=true")
        #expect(attributes(host, "4") == "textStyle=body design=monospaced monospacedDigit=true")
    }

    @Test("Texts joined with + keep their own traits")
    func concatenation() {
        let host = CoreHost(Text("Due ") + Text("today").bold() + Text(" at ") + Text("noon").italic())
        #expect(host.firstLabel.text == "Due today at noon")
        #expect(host.firstLabel.properties["runs"] as? String == "Due **today** at *noon*")
    }

    struct Switchable: View {
        @State var big = false
        var body: some View {
            VStack {
                // Not a title or headline: those make the label a heading, a new widget.
                Text("Styled").font(big ? .callout : .body)
                Text("Plain")
                Text("Also plain")
                Button("Toggle") { big.toggle() }
            }
        }
    }

    @Test("changing one text's font writes only that label's attributes")
    func fineGrainedFontChange() {
        let host = CoreHost(Switchable())
        host.statistics.reset()
        host.button("Toggle").click()
        host.settle()
        #expect(attributes(host, "Styled") == "textStyle=callout")
        #expect(host.statistics.writes(of: "Label.attributes") == 1)
        #expect(host.statistics.writes(of: "Label.text") == 0)
        #expect(host.statistics.writes(of: "Label.runs") == 0)
        #expect(host.statistics.widgetWrites == 1)
    }

    struct EnvironmentSwitch: View {
        @State var heading = false
        var body: some View {
            VStack {
                VStack {
                    Text("One")
                    Text("Two")
                }
                // Not a title or headline: those make the labels headings, new widgets.
                .font(heading ? .subheadline : nil)
                Text("Outside")
                Button("Toggle") { heading.toggle() }
            }
        }
    }

    @Test("changing an environment font writes each text inside once and nothing outside")
    func environmentFontChange() {
        let host = CoreHost(EnvironmentSwitch())
        host.statistics.reset()
        host.button("Toggle").click()
        host.settle()
        #expect(attributes(host, "One") == "textStyle=subheadline")
        #expect(host.statistics.writes(of: "Label.attributes") == 2)
        #expect(host.statistics.widgetWrites == 2, "the text outside and the button are untouched")
        host.statistics.reset()
        host.button("Toggle").click()
        host.settle()
        #expect(attributes(host, "One") == "", "taking the font away takes the styling off")
        #expect(host.statistics.widgetWrites == 2)
    }

    @Test("lineLimit, multilineTextAlignment, truncationMode and textSelection set the layout")
    func layout() {
        let host = CoreHost(
            Text("A").lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle).textSelection(.enabled))
        let layout = host.root.find("Label")?.properties["layout"] as? String
        #expect(
            layout == "\(TextLayout(lineLimit: 2, alignment: .center, truncationMode: .middle, isSelectable: true))")
    }

    @Test("textCase shows every run in capitals by the locale's rules")
    func textCase() {
        let host = CoreHost(
            VStack {
                Text("Recent **items**")
                Text(verbatim: "istanbul").environment(\.locale, Locale(identifier: "tr_TR"))
            }
            .textCase(.uppercase))
        #expect(host.texts == ["RECENT ITEMS", "İSTANBUL"])
    }
}
