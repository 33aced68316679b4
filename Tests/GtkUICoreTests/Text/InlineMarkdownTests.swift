import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Markdown in a `Text` literal is drawn as SwiftUI draws it; what is not Markdown, or is not
/// a literal, is shown exactly as written.
@MainActor
@Suite("Inline Markdown")
struct InlineMarkdownTests {
    /// The runs the recording backend got for `text`, marked up again (`**bold**`, …).
    private func runs(_ text: Text) -> String {
        let host = CoreHost(text)
        let label = host.firstLabel
        let runs = label.properties["runs"] as? String ?? ""
        return runs.isEmpty ? (label.text ?? "") : runs
    }

    @Test(
        "bold, italic, code, strikethrough and links become runs",
        arguments: [
            ("Some **bold** text", "Some **bold** text"),
            ("Some __bold__ text", "Some **bold** text"),
            ("An *italic* word", "An *italic* word"),
            ("An _italic_ word", "An *italic* word"),
            ("Run `swift build` now", "Run `swift build` now"),
            ("~~old~~ new", "~~old~~ new"),
            ("See [the docs](https://example.com/docs)", "See [the docs](https://example.com/docs)"),
            ("***both***", "***both***"),
            ("**bold *and italic***", "**bold *****and italic***"),
            ("**[bold link](https://a.example)**", "[**bold link**](https://a.example)"),
        ])
    func markdown(source: String, expected: String) {
        #expect(runs(Text(LocalizedStringKey(source))) == expected)
    }

    @Test(
        "what is not Markdown stays as written",
        arguments: [
            "2 * 3 * 4", "snake_case_name", "a ** b", "**unclosed", "*", "`unclosed code", "[not a link]",
            "[no url]()", "5 ~ 6", "1 < 2 && 3 > 2",
        ])
    func literalText(source: String) {
        let host = CoreHost(Text(LocalizedStringKey(source)))
        #expect(host.firstLabel.text == source)
        #expect((host.firstLabel.properties["runs"] as? String ?? "").isEmpty)
    }

    @Test("a backslash escapes a marker")
    func escapes() {
        #expect(runs(Text(#"\*not italic\*"#)) == "*not italic*")
        #expect(CoreHost(Text(#"\*not italic\*"#)).firstLabel.properties["runs"] == nil, "it is plain text")
    }

    @Test("code keeps its content literal")
    func codeIsLiteral() {
        #expect(runs(Text("`**not bold**`")) == "`**not bold**`")
        #expect(CoreHost(Text("`**not bold**`")).firstLabel.text == "**not bold**")
    }

    @Test("Text(verbatim:) and a String variable are never read as Markdown")
    func verbatimIsNotParsed() {
        let variable = "**not bold** <b>&amp;"
        #expect(CoreHost(Text(verbatim: "**not bold**")).firstLabel.text == "**not bold**")
        let host = CoreHost(Text(variable))
        #expect(host.firstLabel.text == variable)
        #expect(host.firstLabel.properties["runs"] == nil, "a plain text takes the plain path")
    }

    @Test("an interpolated value is never read as Markdown, even inside markers")
    func interpolatedValuesAreLiteral() {
        let name = "*Ada* <script>"
        #expect(runs(Text("Hello, **\(name)**!")) == "Hello, ***Ada* <script>**!")
        #expect(CoreHost(Text("Hello, \(name)")).firstLabel.text == "Hello, *Ada* <script>")
    }
}
