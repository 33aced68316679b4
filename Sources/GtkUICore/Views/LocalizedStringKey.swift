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

    /// The translated text with the arguments filled in.
    public var resolved: String { Localization.translate(key, arguments: arguments) }

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

/// The app's translation table: keys (the strings as written in code) to translated formats.
public enum Localization {
    nonisolated(unsafe) private static var table: [String: String] = [:]
    private static let lock = NSLock()

    /// Installs the translations to use from now on; an empty table shows keys as written.
    public static func use(_ translations: [String: String]) {
        lock.lock()
        defer { lock.unlock() }
        table = translations
    }

    /// Translates `key` and substitutes `arguments` for its `%@` placeholders.
    public static func translate(_ key: String, arguments: [String] = []) -> String {
        lock.lock()
        let format = table[key] ?? key
        lock.unlock()
        var result = ""
        var remaining = arguments[...]
        var iterator = format.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else { result.append(character); continue }
            switch iterator.next() {
            case "@": result += remaining.popFirst() ?? ""
            case "%": result.append("%")
            case let other?: result.append("%"); result.append(other)
            case nil: result.append("%")
            }
        }
        return result
    }
}
