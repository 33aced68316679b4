import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Fonts, text modifiers and Markdown on real GTK labels: what Pango draws, run by run.
@MainActor
@Suite("Text styles on GTK", .serialized)
struct TextStyleGtkTests {
    private func runs(_ host: GtkTestHost, _ text: String) throws -> [Gtk.Label.DrawnRun] {
        try #require(host.label(text)).drawnRuns
    }

    @Test("the type scale draws a large title larger and heavier than the body, a caption smaller")
    func typeScale() throws {
        let host = try GtkTestHost(
            VStack {
                Text("Large title").font(.largeTitle)
                Text("Headline").font(.headline)
                Text("Body")
                Text("Caption").font(.caption)
            })
        defer { host.close() }
        let large = try #require(runs(host, "Large title").first)
        let headline = try #require(runs(host, "Headline").first)
        let body = try #require(runs(host, "Body").first)
        let caption = try #require(runs(host, "Caption").first)
        #expect(large.pixelSize > body.pixelSize * 1.6, "\(large.pixelSize) vs \(body.pixelSize)")
        #expect(large.weight >= 700 && headline.weight >= 700 && body.weight == 400)
        #expect(headline.pixelSize == body.pixelSize)
        #expect(caption.pixelSize < body.pixelSize)
        #expect(try #require(host.label("Large title")).hasCSSClass("title-1"))
        #expect(try #require(host.label("Caption")).hasCSSClass("caption"))
    }

    @Test("a plain text has no classes, attributes or markup")
    func plainTextStaysPlain() throws {
        let host = try GtkTestHost(Text("Plain **not** parsed from a variable".description))
        defer { host.close() }
        let label = try #require(host.label("Plain **not** parsed from a variable"))
        #expect(!label.usesMarkup)
        #expect(label.attributes == nil)
        #expect(label.drawnRuns.count == 1)
    }

    @Test("Markdown draws bold, italic, code, strikethrough and links")
    func markdown() throws {
        let host = try GtkTestHost(
            Text("Some **bold**, *italic*, `code`, ~~gone~~ and [docs](https://example.com/docs)"))
        defer { host.close() }
        let shown = "Some bold, italic, code, gone and docs"
        let label = try #require(host.label(shown), "shown: \(host.shownTexts)")
        let drawn = label.drawnRuns
        func run(_ text: String) -> Gtk.Label.DrawnRun? { drawn.first { $0.text == text } }
        #expect(try #require(run("bold")).weight >= 700)
        #expect(try #require(run("Some ")).weight == 400)
        #expect(try #require(run("italic")).isItalic)
        #expect(try #require(run("code")).family.contains("Mono"))
        #expect(try #require(run("gone")).isStruckThrough)
        label.grabFocus()
        host.waitUntilIdle()
        #expect(label.currentURI == "https://example.com/docs", "a keyboard user reaches the link")
    }

    @Test("user text with markup characters is shown as written and changes no formatting")
    func userTextIsEscaped() throws {
        let hostile = "<b>x</b> & <span foreground='red'>y</span> **z**"
        let host = try GtkTestHost(
            VStack {
                Text("**\(hostile)**")
                Text(verbatim: hostile)
            })
        defer { host.close() }
        let labels = host.shownLabels.filter { $0.text == hostile }
        #expect(labels.count == 2, "shown: \(host.shownTexts)")
        #expect(labels[0].drawnRuns.allSatisfy { $0.weight >= 700 }, "the whole value is bold, as the markers say")
        #expect(labels[1].drawnRuns.allSatisfy { $0.weight == 400 && !$0.isItalic })
    }

    @Test("unbalanced markers are shown literally")
    func unbalancedMarkers() throws {
        let host = try GtkTestHost(Text("**not closed and `not code"))
        defer { host.close() }
        let label = try #require(host.label("**not closed and `not code"), "shown: \(host.shownTexts)")
        #expect(label.drawnRuns.allSatisfy { $0.weight == 400 })
    }

    @Test("Texts joined with + draw each part in its own style")
    func concatenation() throws {
        let host = try GtkTestHost(Text("Big").font(.title) + Text(" and ") + Text("bold").bold())
        defer { host.close() }
        let drawn = try runs(host, "Big and bold")
        let big = try #require(drawn.first { $0.text == "Big" })
        let plain = try #require(drawn.first { $0.text == " and " })
        let bold = try #require(drawn.first { $0.text == "bold" })
        #expect(big.pixelSize > plain.pixelSize)
        #expect(bold.weight >= 700 && plain.weight == 400)
    }

    @Test("font, weight, italic, underline and monospaced digits apply to every text inside")
    func environmentModifiers() throws {
        let host = try GtkTestHost(
            VStack {
                Text("One")
                Text("Two 0123")
            }
            .font(.title3).italic().underline().monospacedDigit())
        defer { host.close() }
        for text in ["One", "Two 0123"] {
            let run = try #require(runs(host, text).first)
            #expect(run.isItalic && run.isUnderlined && run.weight >= 700, "\(text): \(run)")
        }
        #expect(try #require(host.label("Two 0123")).hasCSSClass("numeric"))
    }

    struct FontSwitch: View {
        @State private var large = false
        var body: some View {
            VStack {
                // A point size, not a title: a title font makes the label a heading, a new widget.
                Text("Resizable").font(large ? .system(size: 30) : .body)
                Text("Untouched")
                Button("Switch") { large.toggle() }
            }
        }
    }

    @Test("changing one text's font writes only that label's font, and it is drawn larger")
    func fontChangeIsFineGrained() throws {
        let host = try GtkTestHost(FontSwitch())
        defer { host.close() }
        let before = try #require(runs(host, "Resizable").first).pixelSize
        host.statistics.reset()
        host.click(try host.button("Switch"))
        #expect(host.statistics.writes(of: "Label.font") == 1)
        #expect(host.statistics.widgetWrites == 1, "only the label's font is written")
        // GTK restyles the label on the window's next frame.
        let deadline = Date().addingTimeInterval(3)
        while (try runs(host, "Resizable").first?.pixelSize ?? 0) <= before * 1.5, Date() < deadline {
            host.waitUntilIdle(timeout: 0.05)
        }
        #expect(try #require(runs(host, "Resizable").first).pixelSize > before * 1.5)
        #expect(try #require(host.label("Untouched")).drawnRuns.first?.pixelSize == before)
    }

    static let longText = "A line far too long to fit in a hundred and sixty pixels of width"

    @Test("lineLimit cuts the text to its lines with an ellipsis where truncationMode says")
    func lineLimit() throws {
        let host = try GtkTestHost(
            VStack(alignment: .leading) {
                Text(verbatim: Self.longText).lineLimit(1).frame(width: 160)
                Text(verbatim: Self.longText + " twice over, " + Self.longText).lineLimit(2).truncationMode(.middle)
                    .frame(width: 160)
                Text(verbatim: Self.longText).frame(width: 160)
            })
        defer { host.close() }
        let labels = host.shownLabels.filter { $0.text.hasPrefix("A line") }
        try #require(labels.count == 3)
        #expect(labels[0].isEllipsized && labels[0].drawnLineCount == 1)
        #expect(labels[1].isEllipsized && labels[1].drawnLineCount == 2)
        #expect(labels[1].truncationMode == .middle)
        #expect(!labels[2].isEllipsized && labels[2].drawnLineCount > 2, "without a limit the text wraps")
    }

    @Test("multilineTextAlignment, textSelection and textCase")
    func alignmentSelectionAndCase() throws {
        let host = try GtkTestHost(
            VStack {
                Text("Centred lines").multilineTextAlignment(.center).textSelection(.enabled)
                Text("Recent").textCase(.uppercase)
            })
        defer { host.close() }
        let centred = try #require(host.label("Centred lines"))
        #expect(centred.lineAlignment == .center)
        #expect(centred.isSelectable)
        #expect(host.isShown(text: "RECENT"))
    }
}
