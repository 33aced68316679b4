import Foundation

/// A string literal looked up in the app's translations before it is shown.
///
/// As in SwiftUI, each interpolation becomes a printf-style placeholder in the lookup key, so
/// `Text("\(count) files in \(folder)")` is looked up as `"%lld files in %@"` and translated
/// as one sentence: an `Int` is `%lld`, a `Double` `%lf` (shown with six decimals,
/// `0.500000`, unless you give a specifier), a `String`, a `Text`, a date or a formatted
/// value `%@`. `"\(price, specifier: "%.2f")"` uses your specifier, and
/// `"\(price, format: .currency(code: "EUR"))"` formats for the environment's locale.
///
/// A translation may reorder the values with positional placeholders (`%2$@ … %1$lld`), and
/// an entry with plural forms (`msgid_plural` / `msgstr[n]` in a `.po` catalog) picks its form
/// by the first integer value, with the rule of the catalog's `Plural-Forms` header:
///
/// ```
/// msgid "%lld files"
/// msgid_plural "%lld files"
/// msgstr[0] "%lld file"
/// msgstr[1] "%lld files"
/// ```
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The lookup key, with a placeholder where each value was interpolated.
    public let key: String
    /// The interpolated values, in order.
    let formatArguments: [FormatArgument]

    /// Creates a key from a literal without interpolations.
    public init(stringLiteral value: String) {
        key = value
        formatArguments = []
    }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        formatArguments = stringInterpolation.arguments
    }

    /// Creates a key from a runtime string.
    public init(_ value: String) { self.init(stringLiteral: value) }

    /// The interpolated values as text, in order, formatted as the POSIX locale would.
    public var arguments: [String] {
        formatArguments.map { FormatString.text(of: $0, specifier: "%@", locale: Localization.posixLocale) }
    }

    /// The text translated for the process's language (``Localization/defaultLocale``), with
    /// the arguments filled in. Views translate for the locale in their environment instead.
    public var resolved: String { resolved(for: Localization.defaultLocale) }

    /// The text translated for `locale`, with the arguments filled in (as plain text: Markdown
    /// is left as written).
    public func resolved(for locale: Locale) -> String {
        pieces(for: locale).map { piece in
            switch piece {
            case .literal(let text), .value(let text): text
            case .text(let text): text.plainText(locale: locale)
            }
        }.joined()
    }

    /// The translation for `locale`, split into its literal text and the values filled in.
    func pieces(for locale: Locale) -> [FormatString.Piece] {
        let format = Localization.translatedFormat(
            key, pluralCount: formatArguments.lazy.compactMap(\.integerValue).first, locale: locale)
        return FormatString.pieces(of: format, arguments: formatArguments, locale: locale)
    }

    /// Whether both have the same key and values.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.formatArguments == rhs.formatArguments
    }

    /// Hashes the key (equal keys with other values may share a hash).
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A value interpolated into a ``LocalizedStringKey``.
enum FormatArgument: Equatable, Sendable {
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case text(Text)
    case formatted(FormattedValue)

    /// The value when it is an integer, which picks a plural form.
    var integerValue: Int64? {
        switch self {
        case .signed(let value): value
        case .unsigned(let value): Int64(clamping: value)
        default: nil
        }
    }
}
