import Foundation

/// A string literal looked up in the app's translations before it is shown.
///
/// Interpolations become `%@` placeholders in the lookup key, so
/// `Text("TextFieldには「\(text)」が入力されています")` is translated as one sentence.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The lookup key, with `%@` where values were interpolated.
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [String]

    /// Creates a key from a literal without interpolations.
    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// Creates a key from a runtime string.
    public init(_ value: String) { self.init(stringLiteral: value) }

    /// The text translated for the process's language (``Localization/defaultLocale``), with
    /// the arguments filled in. Views translate for the locale in their environment instead.
    public var resolved: String { resolved(for: Localization.defaultLocale) }

    /// The text translated for `locale`, with the arguments filled in.
    public func resolved(for locale: Locale) -> String {
        Localization.translate(key, arguments: arguments, locale: locale)
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []

        /// Reserves space for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 2)
        }

        /// Appends literal text (a `%` is escaped as `%%`).
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends a value as a `%@` placeholder.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(String(describing: value))
        }
    }
}
