import Foundation
import GtkUI

/// The Catalog pages for text APIs: fonts and text modifiers, then Markdown, `+` and string
/// interpolation.
enum CatalogTextPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-text", seed: .catalog, title: "Text and fonts",
                explanation: "SwiftUI's Font on GNOME's type scale: each text style is a style class of GNOME's own "
                    + "apps (title-1 … caption), weights and traits are Pango attributes. Modifiers on a stack "
                    + "reach every Text inside it. Press the button: only that label's font is rewritten."
            ) { TextCatalog() },
            GalleryPage(
                name: "catalog-markdown", seed: .catalog, title: "Markdown and interpolation",
                explanation: "Markdown in a string literal is drawn with Pango markup; values, Text(verbatim:) and "
                    + "String variables are shown exactly as written, so “<b>” or “**” typed below changes "
                    + "nothing. Interpolations become SwiftUI's placeholders (%lld, %lf, %@), which the "
                    + "translation catalogs use as keys, plural forms included."
            ) { MarkdownCatalog() },
        ]
    }
}

/// Every text style, then weights, designs, traits and line layout.
struct TextCatalog: View {
    @State private var heavy = false

    static let styles: [(String, Font)] = [
        (".largeTitle", .largeTitle), (".title", .title), (".title2", .title2), (".title3", .title3),
        (".headline", .headline), (".subheadline", .subheadline), (".body", .body), (".callout", .callout),
        (".footnote", .footnote), (".caption", .caption), (".caption2", .caption2),
    ]

    static let paragraph =
        "GtkUI draws every Text with a native GtkLabel, so long lines wrap, cut and align as GNOME's own labels do."

    var body: some View {
        HStack(alignment: .top, spacing: 40) {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(Self.styles.indices, id: \.self) { index in
                    Text(verbatim: Self.styles[index].0).font(Self.styles[index].1)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(".fontWeight(.light)").fontWeight(.light)
                Text(".bold()").bold()
                Text(".italic()").italic()
                Text(".underline()").underline()
                Text(".strikethrough(color: .red)").strikethrough(color: .red)
                Text(".system(size: 20, design: .serif).bold()").font(.system(size: 20, design: .serif).bold())
                Text(".system(.body, design: .monospaced)").font(.system(.body, design: .monospaced))
                Text(".custom(\"DejaVu Serif\", size: 16).italic()").font(.custom("DejaVu Serif", size: 16).italic())
                Text("10:08:01 and 11:11:11, .monospacedDigit()").monospacedDigit()
                Text(".textCase(.uppercase)").textCase(.uppercase)
                Text("Select and copy me: .textSelection(.enabled)").textSelection(.enabled)
                VStack(alignment: .leading, spacing: 0) {
                    Text("A VStack with .font(.title3).italic():")
                    Text("every Text inside takes it")
                }
                .font(.title3).italic()
                Text(verbatim: Self.paragraph).lineLimit(1).truncationMode(.middle).frame(width: 340)
                Text(verbatim: Self.paragraph).lineLimit(2).frame(width: 340)
                Text(verbatim: Self.paragraph).multilineTextAlignment(.center).frame(width: 340)
                HStack {
                    Button(heavy ? "Make it regular" : "Make it heavy") { heavy.toggle() }
                    Text("Only this label changes").fontWeight(heavy ? .heavy : .regular)
                }
            }
        }
    }
}

/// Markdown, escaping, `+`, and interpolation with plural forms and formats.
struct MarkdownCatalog: View {
    @State private var apples = 1
    @State private var name = "<b>Ada</b> & **friends**"

    /// A fixed moment, so the page looks the same on every run.
    static let date = Date(timeIntervalSince1970: 1_717_410_180)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Some **bold**, *italic*, `code`, ~~struck~~ and a [link to gtk.org](https://www.gtk.org).")
            Text("Unbalanced markers stay as written: **not bold, `not code, 2 * 3 * 4, snake_case.")
            Text(verbatim: "Text(verbatim:) is never parsed: **not bold** <b>nor this</b>")
            TextField("Type markup here", text: $name).frame(width: 320)
            Text("Interpolated values are never Markdown: **\(name)**")
            Text("Joined with +: ") + Text("title 3").font(.title3) + Text(", ") + Text("bold").bold() + Text(", ")
                + Text("monospaced").monospaced() + Text(", ") + Text("underlined").underline()
            Stepper(onIncrement: { apples += 1 }, onDecrement: { apples = max(0, apples - 1) }) {
                Text("\(apples) apples")
            }
            .frame(width: 320)
            Text("\(0.5) · \(0.5, specifier: "%.2f") · \(1234.5, format: .number) · \(42)")
            Text("Tap \(Text("this bold Text").bold()) inside a Text")
            Text("Dated \(Self.date, style: .date), at \(Self.date, style: .time)")
        }
    }
}
