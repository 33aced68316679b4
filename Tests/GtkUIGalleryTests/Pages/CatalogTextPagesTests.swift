import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's text pages on real GTK widgets, in English and Japanese.
@MainActor
@Suite("Catalog text pages", .serialized)
struct CatalogTextPagesTests {
    @Test("the text page draws its type scale and rewrites only one label's font on the button")
    func textPage() throws {
        let host = try GtkTestHost(TextCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        let large = try #require(host.label(".largeTitle")?.drawnRuns.first)
        let caption = try #require(host.label(".caption2")?.drawnRuns.first)
        #expect(large.pixelSize > 2 * caption.pixelSize)
        #expect(host.isShown(text: ".TEXTCASE(.UPPERCASE)"))
        host.statistics.reset()
        host.click(try host.button("Make it heavy"))
        let heavy = try #require(host.label("Only this label changes")?.drawnRuns.first)
        #expect(heavy.weight >= 700, "the heaviest face the font has")
        #expect(host.statistics.writes(of: "Label.font") == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1, "the button's title")
    }

    @Test("the Markdown page shows values as written and picks plural forms in English and Japanese")
    func markdownPage() throws {
        let english = try GtkTestHost(MarkdownCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { english.close() }
        let japanese = try GtkTestHost(MarkdownCatalog(), environment: GalleryResources.environment(language: "ja"))
        defer { japanese.close() }
        #expect(english.isShown(text: "Some bold, italic, code, struck and a link to gtk.org."))
        #expect(english.isShown(text: "Interpolated values are never Markdown: <b>Ada</b> & **friends**"))
        #expect(english.isShown(text: "0.500000 · 0.50 · 1,234.5 · 42"))
        #expect(english.isShown(text: "1 apple"), "shown: \(english.shownTexts)")
        #expect(japanese.isShown(text: "りんご 1 個"), "shown: \(japanese.shownTexts)")
        english.click(try english.button("+"))
        japanese.click(try japanese.button("+"))
        #expect(english.isShown(text: "2 apples"))
        #expect(japanese.isShown(text: "りんご 2 個"))
    }
}
