import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Text is translated for the `locale` in its environment, so two hosts can show two languages
/// at once and no test has global state to restore.
@MainActor
@Suite("Locale environment")
struct LocaleEnvironmentTests {
    /// Keys only this suite uses, registered once (registration only adds catalogs).
    static let registered: Void = {
        Localization.setTranslations(
            ["Locale test greeting": "こんにちは", "Locale test %lld items": "%lld 個", "Locale test field": "名前"],
            forLanguage: "ja")
        Localization.setTranslations(["Locale test greeting": "Bonjour"], forLanguage: "fr")
    }()

    struct Greeting: View {
        let count: Int
        var body: some View {
            VStack {
                Text("Locale test greeting")
                Text("Locale test \(count) items")
                Text(verbatim: "Locale test greeting")
                TextField("Locale test field", text: .constant(""))
            }
        }
    }

    private func host(_ identifier: String) -> CoreHost {
        _ = Self.registered
        return CoreHost(Greeting(count: 3).environment(\.locale, Locale(identifier: identifier)))
    }

    @Test("two hosts show two languages at once")
    func twoLanguagesAtOnce() {
        let japanese = host("ja_JP")
        let french = host("fr_FR")
        let english = host("en_US")
        #expect(japanese.texts == ["こんにちは", "3 個", "Locale test greeting"])
        #expect(french.texts == ["Bonjour", "Locale test 3 items", "Locale test greeting"])
        #expect(english.texts == ["Locale test greeting", "Locale test 3 items", "Locale test greeting"])
        #expect(japanese.allWidgets.contains { $0.properties["placeholder"] as? String == "名前" })
    }

    struct Switcher: View {
        @State private var identifier = "ja"
        var body: some View {
            VStack {
                Text("Locale test greeting").environment(\.locale, Locale(identifier: identifier))
                Button("Switch") { identifier = "fr" }
            }
        }
    }

    @Test("changing the environment's locale re-translates, writing only the changed label")
    func switchingLocale() {
        _ = Self.registered
        let host = CoreHost(Switcher())
        #expect(host.texts.first == "こんにちは")
        host.statistics.reset()
        host.button("Switch").click()
        host.settle()
        #expect(host.texts.first == "Bonjour")
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("a locale's language code is what selects the catalog")
    func languageCodes() {
        _ = Self.registered
        for identifier in ["ja", "ja_JP", "ja-JP", "ja_JP.UTF-8"] {
            #expect(
                Localization.translate("Locale test greeting", locale: Locale(identifier: identifier)) == "こんにちは",
                "\(identifier)")
        }
    }

    @Test("a locale translates when its language has a catalog, never the POSIX one")
    func translatingLocales() {
        _ = Self.registered
        #expect(Localization.translates(for: Locale(identifier: "fr_FR")))
        #expect(!Localization.translates(for: Locale(identifier: "en_US_POSIX")))
        #expect(!Localization.translates(for: Locale(identifier: "tlh")))
    }
}
