import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Interpolations become the placeholders SwiftUI's `LocalizedStringKey` uses, and catalogs
/// keyed by those format strings translate them, plural forms included.
@MainActor
@Suite("String interpolation")
struct StringInterpolationTests {
    static let english = Locale(identifier: "en_US")

    @Test("each kind of value becomes SwiftUI's placeholder")
    func placeholders() {
        let count = 3
        let ratio = 0.5
        let name = "Ada"
        let key: LocalizedStringKey =
            "\(count) \(ratio) \(name) \(ratio, specifier: "%.2f") \(ratio, format: .number) \(Text("x")) 100%"
        #expect(key.key == "%lld %lf %@ %.2f %@ %@ 100%%")
        #expect(
            key.resolved(for: Self.english) == "3 0.500000 Ada 0.50 0.5 x 100%",
            "a Double without a specifier shows six decimals, as in SwiftUI")
    }

    @Test("Text shows interpolated numbers as SwiftUI does")
    func textShowsNumbers() {
        let host = CoreHost(
            VStack {
                Text("Count is \(5)")
                Text("\(0.5)")
                Text("\(1234.5, format: .number)")
            }.environment(\.locale, Self.english))
        #expect(host.texts == ["Count is 5", "0.500000", "1,234.5"])
    }

    @Test("formatted values follow the environment's locale")
    func formatFollowsLocale() {
        let german = CoreHost(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.texts == ["1.234,5"])
        let english = CoreHost(Text("Total: \(1234.5, format: .number)").environment(\.locale, Self.english))
        #expect(english.texts == ["Total: 1,234.5"])
    }

    @Test("a Text interpolated into a Text keeps its own traits")
    func textInText() {
        let host = CoreHost(Text("Tap \(Text("here").bold()) to go"))
        #expect(host.firstLabel.text == "Tap here to go")
        #expect(host.firstLabel.properties["runs"] as? String == "Tap **here** to go")
    }

    @Test("Text(date, style:) formats for the environment's locale")
    func dateStyles() {
        let date = Date(timeIntervalSince1970: 0)
        let english = CoreHost(Text(date, style: .date).environment(\.locale, Self.english))
        let japanese = CoreHost(Text(date, style: .date).environment(\.locale, Locale(identifier: "ja_JP")))
        #expect(english.texts.first?.contains("1970") == true || english.texts.first?.contains("1969") == true)
        #expect(japanese.texts.first?.contains("年") == true, "\(japanese.texts)")
    }

    static let catalog: Void = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-plural-test-\(getpid()).po")
        try! """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        # A plural entry: the form is picked by the first integer.
        msgid "Plural test %lld files"
        msgid_plural "Plural test %lld files"
        msgstr[0] "%lld файл"
        msgstr[1] "%lld файла"
        msgstr[2] "%lld файлов"

        msgid "Plural test %@ owns %lld"
        msgstr "%2$lld — %1$@"

        msgid "Plural test %lf"
        msgstr "доля %.1lf"
        """.write(to: url, atomically: true, encoding: .utf8)
        Localization.setTranslations(try! Localization.loadCatalog(at: url), forLanguage: "ru")
        try? FileManager.default.removeItem(at: url)
    }()

    @Test(
        "a catalog keyed by %lld picks the plural form the language's rule gives",
        arguments: [
            (1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"), (22, "22 файла"),
        ])
    func pluralForms(count: Int, expected: String) {
        _ = Self.catalog
        let host = CoreHost(Text("Plural test \(count) files").environment(\.locale, Locale(identifier: "ru_RU")))
        #expect(host.texts == [expected])
    }

    @Test("translations may reorder values and change their specifiers")
    func positionalPlaceholders() {
        _ = Self.catalog
        let russian = Locale(identifier: "ru_RU")
        let host = CoreHost(
            VStack {
                Text("Plural test \("Ада") owns \(7)")
                Text("Plural test \(0.25)")
            }.environment(\.locale, russian))
        #expect(host.texts == ["7 — Ада", "доля 0,2"])
    }

    @Test("without a catalog entry, plural keys show their format filled in")
    func untranslatedPlural() {
        let host = CoreHost(Text("Plural test \(2) files").environment(\.locale, Self.english))
        #expect(host.texts == ["Plural test 2 files"])
    }
}
