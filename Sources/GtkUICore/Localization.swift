import Foundation

/// The app's translations: one catalog per language, each mapping keys (the strings as
/// written in code) to translated formats.
///
/// Register every language's catalog once at start-up; each view then translates for the
/// `locale` in its environment, so two windows, or two tests, can show two languages at once:
///
/// ```swift
/// Localization.setTranslations(try Localization.loadCatalog(at: jaURL), forLanguage: "ja")
/// ContentView().environment(\.locale, Locale(identifier: "ja_JP"))
/// ```
public enum Localization {
    nonisolated(unsafe) private static var catalogs: [String: [String: String]] = [:]
    nonisolated(unsafe) private static var fallback: [String: String] = [:]
    nonisolated(unsafe) private static var sourceLanguage: String?
    nonisolated(unsafe) private static var pluralRules: [String: PluralRule] = [:]
    private static let lock = NSLock()

    /// Adds `translations` to the catalog of `language` (an ISO 639 code such as `"ja"`; a
    /// region or encoding after it is ignored), a new entry for a key replacing the old one; an
    /// empty table removes the language's catalog.
    ///
    /// An entry with plural forms holds them separated by NUL (`"%lld file\0%lld files"`), as
    /// ``loadCatalog(at:)`` returns them, and the catalog's header (the entry for `""`) gives
    /// the rule that picks one in its `Plural-Forms:` line; without one, English's rule is
    /// used.
    public static func setTranslations(_ translations: [String: String], forLanguage language: String) {
        let code = languageCode(of: language)
        let rule = translations[""].flatMap(PluralRule.init(header:))
        lock.withLock {
            guard !translations.isEmpty else {
                catalogs[code] = nil
                pluralRules[code] = nil
                return
            }
            // Catalogs for one language add up (a later entry for a key wins), so a library's or
            // a test's catalog does not replace the app's.
            catalogs[code, default: [:]].merge(translations) { _, new in new }
            if let rule { pluralRules[code] = rule }
        }
    }

    /// Declares the language the keys are written in: its locales show keys as written, never
    /// the table installed with ``use(_:)``.
    public static func setSourceLanguage(_ language: String) {
        let code = languageCode(of: language)
        lock.withLock { sourceLanguage = code }
    }

    /// The languages with a registered catalog, sorted.
    public static var registeredLanguages: [String] { lock.withLock { catalogs.keys.sorted() } }

    /// Installs translations used for every locale without a catalog of its own.
    ///
    /// A process-wide table: prefer ``setTranslations(_:forLanguage:)`` and the environment's
    /// `locale`, which let windows and tests differ.
    public static func use(_ translations: [String: String]) {
        lock.withLock { fallback = translations }
    }

    /// The locale views use unless an ancestor sets `.environment(\.locale, …)`: the user's
    /// language and region from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`, or the POSIX
    /// locale (`en_US_POSIX`) when none is set or it is `C`; as with gettext's `C` locale, text
    /// is then shown as written.
    public static var defaultLocale: Locale {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let first = value.split(separator: ":").first.map(String.init) ?? value
            let identifier = String(first.prefix { $0 != "." && $0 != "@" })
            if identifier != "C" && identifier != "POSIX" { return Locale(identifier: identifier) }
        }
        return Locale(identifier: posixIdentifier)
    }

    static let posixIdentifier = "en_US_POSIX"

    /// Whether views in `locale` show translated text: it is not the POSIX locale, and its
    /// language has a registered catalog or is the source language.
    public static func translates(for locale: Locale) -> Bool {
        guard locale.identifier != posixIdentifier else { return false }
        let code = languageCode(of: locale.identifier)
        return lock.withLock { catalogs[code] != nil || code == sourceLanguage }
    }

    /// The locale that shows text as written, with numbers formatted as C does.
    static let posixLocale = Locale(identifier: posixIdentifier)

    /// Translates `key` for `locale` and substitutes `arguments` for its `%@` placeholders.
    ///
    /// The catalog of the locale's language is used, else (unless it is the source language)
    /// the table installed with ``use(_:)``; a key found in neither is shown as written.
    public static func translate(_ key: String, arguments: [String] = [], locale: Locale = defaultLocale) -> String {
        let format = translatedFormat(key, pluralCount: nil, locale: locale)
        return FormatString.pieces(of: format, arguments: arguments.map(FormatArgument.string), locale: locale)
            .map { piece in
                switch piece {
                case .literal(let text), .value(let text): text
                case .text(let text): text.plainText(locale: locale)
                }
            }
            .joined()
    }

    /// The format `key` translates to for `locale`: the key itself when no catalog has it, and
    /// for an entry with plural forms the form `pluralCount` takes in the catalog's language
    /// (the first form without a count).
    static func translatedFormat(_ key: String, pluralCount: Int64?, locale: Locale) -> String {
        if locale.identifier == posixIdentifier || key.isEmpty { return key }
        let code = languageCode(of: locale.identifier)
        let (entry, rule) = lock.withLock {
            (catalogs[code]?[key] ?? (code == sourceLanguage ? nil : fallback[key]), pluralRules[code])
        }
        guard let entry else { return key }
        guard entry.utf8.contains(0) else { return entry }
        // A plural entry holds its forms separated by NUL, as a compiled .mo file does.
        let forms = entry.split(separator: "\0", omittingEmptySubsequences: false)
        let index = pluralCount.map { (rule ?? .germanic).formIndex(for: $0) } ?? 0
        return String(forms[min(index, forms.count - 1)])
    }

    /// The language part of a locale identifier: `"ja"` for `"ja_JP.UTF-8"` or `"ja-JP"`.
    static func languageCode(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }).lowercased()
    }
}

/// Text a view shows: as written, or looked up in the translations for the view's locale.
enum LocalizedText: Equatable, Sendable {
    case verbatim(String)
    case key(LocalizedStringKey)

    /// The text for the locale in `environment`.
    func resolved(in environment: EnvironmentValues) -> String {
        switch self {
        case .verbatim(let text): text
        case .key(let key): key.resolved(for: environment.locale)
        }
    }
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Localization.defaultLocale
}

extension EnvironmentValues {
    /// The locale views translate their text for; ``Localization/defaultLocale`` unless an
    /// ancestor sets another with `.environment(\.locale, Locale(identifier: "ja_JP"))`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
