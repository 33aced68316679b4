import Foundation

extension LocalizedStringKey {
    /// Collects a key's literal text and its values, each value as the placeholder SwiftUI
    /// gives it.
    ///
    /// ```swift
    /// let key: LocalizedStringKey = "\(3) of \(total, specifier: "%.1f") in \(name)"
    /// key.key  // "%lld of %.1f in %@"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Reserves space for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends literal text (a `%` is escaped as `%%`).
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends a string as `%@`.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// Appends a number as its type's placeholder: `%lld` for `Int`, `%lf` for `Double`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a number with a printf specifier of your own, such as `"%.2f"` or `"%05d"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(Self.argument(value._arg))
        }

        /// Appends a text as `%@`; it keeps its own font and traits inside the outer text.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        /// Appends `input` formatted by `format` for the view's locale, as `%@`.
        ///
        /// ```swift
        /// Text("Total: \(total, format: .number)")
        /// ```
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            arguments.append(.formatted(FormattedValue(input, format: format)))
        }

        /// Appends a date in a ``Text/DateStyle``, as `%@`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.formatted(Text.formatted(date, style: style)))
        }

        /// Appends a Foundation value (a date, a URL), through `formatter` when there is one,
        /// as `%@`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// Appends any other value's description as `%@`.
        ///
        /// SwiftUI does not accept such values; GtkUI shows their description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.string(String(describing: value)))
        }

        private static func argument(_ value: some CVarArg) -> FormatArgument {
            switch value {
            case let value as Int: .signed(Int64(value))
            case let value as Int64: .signed(value)
            case let value as Int32: .signed(Int64(value))
            case let value as Int16: .signed(Int64(value))
            case let value as Int8: .signed(Int64(value))
            case let value as UInt: .unsigned(UInt64(value))
            case let value as UInt64: .unsigned(value)
            case let value as UInt32: .unsigned(UInt64(value))
            case let value as UInt16: .unsigned(UInt64(value))
            case let value as UInt8: .unsigned(UInt64(value))
            case let value as Double: .double(value)
            case let value as Float: .double(Double(value))
            default: .string(String(describing: value))
            }
        }
    }
}
