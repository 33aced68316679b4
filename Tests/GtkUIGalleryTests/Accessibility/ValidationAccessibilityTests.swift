import Foundation
import Testing

@testable import GtkUIGallery

/// Seed 000's sample as a screen reader meets it.
enum SampleSpeech {
    /// The texts a person types into seed 000's field, as issue 13 lists them: empty, valid,
    /// invalid after valid, negative, full-width digits, a leading space, empty again, and
    /// the largest 32-bit integer.
    static let edits = ["", "123", "12a", "-42", "４２", " 7", "", "2147483647"]

    /// The sample's own strings in each language.
    static func strings(_ language: String) -> (field: String, error: String, push: String, back: String) {
        language == "ja"
            ? ("数字を入力", "数字を入力してください", "値の共有を確認する", "戻る")
            : ("Enter a number", "Please enter a number", "Check the shared value", "Back")
    }

    /// The patterns with a page to push.
    static let navigatingPatterns = SamplePattern.allCases.filter { $0.navigates }
}

extension GalleryBinaryTests.AccessibilityTests {
    @Test(
        "after every edit the error label is in the accessible tree exactly when it is on screen",
        .serialized, arguments: SamplePattern.allCases, ["en", "ja"])
    func errorLabelFollowsTheScreen(pattern: SamplePattern, language: String) throws {
        let strings = SampleSpeech.strings(language)
        var commands: [String] = []
        // `content`: the tree without the sidebar list's inside, which these checks do not need.
        for text in SampleSpeech.edits { commands += ["type", strings.field, text, "content"] }
        let trees = try probe(commands, launch: ["--pattern", pattern.rawValue], language: language)
        try #require(trees.count == SampleSpeech.edits.count)
        for (text, tree) in zip(SampleSpeech.edits, trees) {
            // What the sample shows: the error label while the text is not an integer.
            let shown = CharacterDiscrimination().hasNumericString(text: text) == false
            // A text that appears after the first frame is an alert, so screen readers speak it.
            let exposed = tree.contains { ["label", "alert"].contains($0.role) && $0.name == strings.error }
            #expect(exposed == shown, "\(pattern) \(language) after typing “\(text)”: label exposed \(exposed)")
            let field = tree.first { $0.role == "text" && $0.name == strings.field }
            #expect(field?.text == text, "\(pattern) \(language): the entry reads \(field?.text ?? "nil")")
        }
    }

    @Test(
        "after pushing the shared-value page and going back, the entry reads what it shows",
        .serialized, arguments: SampleSpeech.navigatingPatterns, ["en", "ja"])
    func entryTextSurvivesPushAndBack(pattern: SamplePattern, language: String) throws {
        let strings = SampleSpeech.strings(language)
        let trees = try probe(
            [
                "type", strings.field, "98765", "press", strings.push, "content", "press", strings.back,
                "wait", strings.field, "content",
            ],
            launch: ["--pattern", pattern.rawValue], language: language)
        try #require(trees.count == 2)
        #expect(!trees[0].contains { $0.role == "text" && $0.name == strings.field }, "the field's page is covered")
        let field = trees[1].first { $0.role == "text" && $0.name == strings.field }
        #expect(field?.text == "98765", "\(pattern) \(language): the entry reads \(field?.text ?? "nil")")
    }
}
