import Foundation

/// Fills a translated format string's printf placeholders with a key's values, for a locale.
///
/// Handles what SwiftUI's keys and Xcode's catalogs contain: `%@`, the integer and floating
/// point conversions with flags, width, precision and length (`%lld`, `%.2f`, `%05d`),
/// positional placeholders (`%2$@`) and `%%`. A placeholder without a value, or one GtkUI
/// does not know, is shown as written.
enum FormatString {
    /// Part of a formatted string.
    enum Piece: Equatable {
        /// Text of the format itself.
        case literal(String)
        /// A value as text.
        case value(String)
        /// An interpolated `Text`, which keeps its own styling.
        case text(Text)
    }

    static func pieces(of format: String, arguments: [FormatArgument], locale: Locale) -> [Piece] {
        // Scans bytes: Foundation's `contains` on a string goes through a locale-aware search.
        if arguments.isEmpty && !format.utf8.contains(UInt8(ascii: "%")) { return [.literal(format)] }
        var pieces: [Piece] = []
        var literal = ""
        var nextArgument = 0
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", let spec = Specifier(characters, at: index) else {
                literal.append(characters[index])
                index += 1
                continue
            }
            index = spec.end
            if spec.conversion == "%" {
                literal.append("%")
                continue
            }
            let position = spec.position.map { $0 - 1 } ?? nextArgument
            nextArgument = position + 1
            guard arguments.indices.contains(position) else {
                literal += spec.written
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            if case .text(let text) = arguments[position], spec.conversion == "@" {
                pieces.append(.text(text))
            } else {
                pieces.append(.value(text(of: arguments[position], specifier: spec.plain, locale: locale)))
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// `argument` as text through one placeholder without a position, such as `"%.2f"`.
    static func text(of argument: FormatArgument, specifier: String, locale: Locale) -> String {
        let conversion = specifier.last ?? "@"
        let formatLocale: Locale? = locale.identifier == Localization.posixLocale.identifier ? nil : locale
        func number(_ value: Double) -> String {
            switch conversion {
            case "d", "i", "D": return integer(Int64(value))
            case "u", "x", "X", "o", "O", "U": return unsigned(UInt64(clamping: Int64(value)))
            case "f", "F", "e", "E", "g", "G", "a", "A": return String(format: specifier, locale: formatLocale, value)
            default: return value.description
            }
        }
        func integer(_ value: Int64) -> String {
            switch conversion {
            case "f", "F", "e", "E", "g", "G", "a", "A": return number(Double(value))
            case "u", "x", "X", "o", "O", "U": return unsigned(UInt64(bitPattern: value))
            case "d", "i", "D":
                return isLong(specifier)
                    ? String(format: specifier, locale: formatLocale, value)
                    : String(format: specifier, locale: formatLocale, Int32(truncatingIfNeeded: value))
            default: return String(value)
            }
        }
        func unsigned(_ value: UInt64) -> String {
            switch conversion {
            case "u", "x", "X", "o", "O", "U":
                return isLong(specifier)
                    ? String(format: specifier, locale: formatLocale, value)
                    : String(format: specifier, locale: formatLocale, UInt32(truncatingIfNeeded: value))
            case "d", "i", "D": return integer(Int64(clamping: value))
            default: return number(Double(value))
            }
        }
        switch argument {
        case .string(let text): return text
        case .signed(let value): return integer(value)
        case .unsigned(let value): return unsigned(value)
        case .double(let value): return number(value)
        case .text(let text): return text.plainText(locale: locale)
        case .formatted(let value): return value.string(for: locale)
        }
    }

    private static func isLong(_ specifier: String) -> Bool {
        specifier.contains("l") || specifier.contains("q") || specifier.contains("j") || specifier.contains("z")
            || specifier.contains("t")
    }

    /// One placeholder: `%` [position `$`] [flags] [width] [`.` precision] [length] conversion.
    private struct Specifier {
        let position: Int?
        let conversion: Character
        /// The placeholder without its position, for `String(format:)`.
        let plain: String
        /// The placeholder as written.
        let written: String
        let end: Int

        init?(_ characters: [Character], at start: Int) {
            var index = start + 1
            func digits() -> String {
                var result = ""
                while index < characters.count, let digit = characters[index].wholeNumberValue, digit < 10,
                    characters[index].isASCII
                {
                    result.append(characters[index])
                    index += 1
                }
                return result
            }
            var position: Int?
            let leading = digits()
            if !leading.isEmpty, index < characters.count, characters[index] == "$" {
                position = Int(leading)
                index += 1
            } else {
                index = start + 1
            }
            let bodyStart = index
            while index < characters.count, "-+ #0'".contains(characters[index]) { index += 1 }
            _ = digits()
            if index < characters.count, characters[index] == "." {
                index += 1
                _ = digits()
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count, "@dDiuUxXoOfFeEgGaAcCsSp%".contains(characters[index]) else {
                return nil
            }
            conversion = characters[index]
            self.position = position
            plain = "%" + String(characters[bodyStart...index])
            written = String(characters[start...index])
            end = index + 1
        }
    }
}
