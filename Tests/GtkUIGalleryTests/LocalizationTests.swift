import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Each window speaks the language of its environment's locale: two windows open at once show
/// two languages, on real GTK widgets, with no process-wide catalog switched between them.
@MainActor
@Suite("Localization", .serialized)
struct LocalizationTests {
    @Test("an English and a Japanese window side by side, each in its own language")
    func twoWindowsTwoLanguages() throws {
        let english = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "en"))
        defer { english.close() }
        let japanese = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "ja"))
        defer { japanese.close() }

        #expect(english.isShown(text: "Please enter a number"))
        #expect(japanese.isShown(text: "数字を入力してください"))
        #expect(!english.isShown(text: "数字を入力してください"))
        english.type("12", into: try english.field(placeholder: "Enter a number"))
        japanese.type("34", into: try japanese.field(placeholder: "数字を入力"))
        english.click(try english.button("Check the shared value"))
        japanese.click(try japanese.button("値の共有を確認する"))
        #expect(english.isShown(text: "The text field contains “12”"))
        #expect(japanese.isShown(text: "TextFieldには「34」が入力されています"))
        #expect(english.windowHost.backButtonWidget.tooltip == "Back")
        #expect(japanese.windowHost.backButtonWidget.tooltip == "戻る")
    }

    @Test("the main menu's About item is translated, the app's name put in its place")
    func aboutItemInJapanese() {
        GalleryResources.registerTranslations()
        let ja = Locale(identifier: "ja_JP")
        #expect(Localization.translate("About %@", arguments: ["Notes"], locale: ja) == "Notes について")
    }
}
