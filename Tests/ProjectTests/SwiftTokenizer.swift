/// A token of Swift source, as far as finding declarations needs: comments and whitespace are
/// dropped and each string literal, interpolations included, is one `.string` token.
struct SwiftToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`public`, `Text`, `#if`); backticks are removed.
        case identifier
        /// `@Name`, the `@` kept.
        case attribute
        /// One of `( ) [ ] { } , : ; . \`, or a run of operator characters (`->`, `==`, `?`).
        case punctuation
        case string
        case number
    }

    var kind: Kind
    var text: String
    var line: Int
    /// Whether whitespace or a comment comes right before it (attribute arguments do not).
    var followsSpace: Bool
}

/// Splits Swift source into ``SwiftToken``s.
///
/// It knows what can hide a brace or a keyword from a simple scan — comments (nested block
/// comments too), string literals (multi-line, raw, with `\( … )` interpolations holding more
/// strings) and backticked names — and nothing of the grammar; `PublicDeclarationScanner`
/// reads declarations from the tokens.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var sawSpace = true
    private(set) var tokens: [SwiftToken] = []

    static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)
    private static let singles = Set("()[]{},:;\\".utf8)

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
            || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 48 && byte <= 57)
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int) {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(SwiftToken(kind: kind, text: text, line: startLine, followsSpace: sawSpace))
        sawSpace = false
    }

    private mutating func run() {
        while let current = byte() {
            let start = index
            let startLine = line
            switch current {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
                sawSpace = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                sawSpace = true
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                sawSpace = true
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                sawSpace = true
            case UInt8(ascii: "\"") where rawStringHashes() != nil, UInt8(ascii: "#") where rawStringHashes() != nil:
                skipString()
                emit(.string, from: start, line: startLine)
            case UInt8(ascii: "`"):
                index += 1
                while let next = byte(), next != UInt8(ascii: "`") { index += 1 }
                tokens.append(
                    SwiftToken(
                        kind: .identifier, text: String(decoding: bytes[(start + 1)..<index], as: UTF8.self),
                        line: startLine, followsSpace: sawSpace))
                sawSpace = false
                index += 1
            case UInt8(ascii: "@"), UInt8(ascii: "#"):
                index += 1
                while let next = byte(), Self.isIdentifierBody(next) { index += 1 }
                emit(current == UInt8(ascii: "@") ? .attribute : .identifier, from: start, line: startLine)
            case _ where Self.isIdentifierStart(current):
                while let next = byte(), Self.isIdentifierBody(next) { index += 1 }
                emit(.identifier, from: start, line: startLine)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let next = byte(),
                    Self.isIdentifierBody(next)
                        || (next == UInt8(ascii: ".") && byte(1).map { $0 >= 48 && $0 <= 57 } == true)
                {
                    index += 1
                }
                emit(.number, from: start, line: startLine)
            case UInt8(ascii: ".") where byte(1) != UInt8(ascii: "."):
                index += 1
                emit(.punctuation, from: start, line: startLine)
            case _ where Self.singles.contains(current):
                index += 1
                emit(.punctuation, from: start, line: startLine)
            default:
                // An operator: a run of operator characters; only one that starts with a dot
                // holds dots (`...`, `..<`), so `Value>.self` splits after the `>`.
                index += 1
                let dotted = current == UInt8(ascii: ".")
                while let next = byte(), Self.operatorCharacters.contains(next) || (dotted && next == UInt8(ascii: "."))
                {
                    index += 1
                }
                emit(.punctuation, from: start, line: startLine)
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                if byte() == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    /// The number of `#`s of a raw string starting here, 0 for a plain string, nil for no string.
    private func rawStringHashes() -> Int? {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        return byte(hashes) == UInt8(ascii: "\"") ? hashes : nil
    }

    /// Moves past the string literal starting here.
    private mutating func skipString() {
        guard let hashes = rawStringHashes() else { return }
        index += hashes
        let isMultiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += isMultiLine ? 3 : 1
        let delimiter = isMultiLine ? 3 : 1
        while let current = byte() {
            if current == UInt8(ascii: "\n") { line += 1 }
            if current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else {
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "\""),
                (0..<delimiter).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ byte(delimiter + $0) == UInt8(ascii: "#") })
            {
                index += delimiter + hashes
                return
            }
            index += 1
        }
    }

    /// Moves past the code of an interpolation, up to and including its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while let current = byte(), depth > 0 {
            switch current {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "\"") where rawStringHashes() != nil, UInt8(ascii: "#") where rawStringHashes() != nil:
                skipString()
                continue
            default: break
            }
            index += 1
        }
    }
}
