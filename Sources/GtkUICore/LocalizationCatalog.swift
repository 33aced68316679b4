import Foundation

extension Localization {
    /// The user's preferred language code from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`
    /// (as gettext reads them), such as `"ja"`; `"C"` when none is set.
    public static var preferredLanguage: String {
        let locale = defaultLocale
        return locale.identifier == posixIdentifier ? "C" : languageCode(of: locale.identifier)
    }

    /// Reads a gettext catalog: a `.po` source file or a compiled `.mo` file.
    ///
    /// - Returns: Message IDs mapped to translations (untranslated entries are left out); an
    ///   entry with plural forms maps to its forms joined by NUL, and `""` to the header.
    /// - Throws: `CocoaError` when the file cannot be read, ``CatalogError`` when it is malformed.
    public static func loadCatalog(at url: URL) throws -> [String: String] {
        let data = try Data(contentsOf: url)
        return url.pathExtension == "mo"
            ? try parseMO(data, url: url) : try parsePO(String(decoding: data, as: UTF8.self), url: url)
    }

    /// A malformed translation catalog.
    public struct CatalogError: Error, CustomStringConvertible {
        /// What is wrong and where.
        public let description: String
    }

    /// Reads a `.po` file: `msgid`/`msgstr` pairs, plural entries (`msgid_plural` and
    /// `msgstr[n]`, returned as their forms joined by NUL, as in a `.mo` file) and the header
    /// (the entry for `""`, which holds `Plural-Forms:`); `msgctxt` is read and ignored.
    static func parsePO(_ text: String, url: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        var id: String?
        var forms: [Int: String] = [:]
        var current: Field?
        func flush() {
            let translations = (0..<forms.count).compactMap { forms[$0] }
            if let id, translations.count == forms.count, !translations.isEmpty, !translations.contains("") {
                result[id] = translations.joined(separator: "\0")
            }
            id = nil
            forms = [:]
            current = nil
        }
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") {
                if line.isEmpty { flush() }
                continue
            }
            let quoted = { (prefix: Int) in try unquote(String(line.dropFirst(prefix)), url: url, line: number + 1) }
            if line.hasPrefix("msgctxt ") {
                flush()
                current = .context
            } else if line.hasPrefix("msgid_plural ") {
                current = .context
            } else if line.hasPrefix("msgid ") {
                if current != .context { flush() }
                id = try quoted(6)
                current = .id
            } else if line.hasPrefix("msgstr[") {
                guard let close = line.firstIndex(of: "]"),
                    let index = Int(line[line.index(line.startIndex, offsetBy: 7)..<close])
                else {
                    throw CatalogError(description: "\(url.path):\(number + 1): unexpected line “\(line)”")
                }
                forms[index] = try quoted(line.distance(from: line.startIndex, to: close) + 2)
                current = .form(index)
            } else if line.hasPrefix("msgstr ") {
                forms[0] = try quoted(7)
                current = .form(0)
            } else if line.hasPrefix("\""), let field = current {
                let more = try unquote(line, url: url, line: number + 1)
                switch field {
                case .id: id = (id ?? "") + more
                case .form(let index): forms[index, default: ""] += more
                case .context: break
                }
            } else {
                throw CatalogError(description: "\(url.path):\(number + 1): unexpected line “\(line)”")
            }
        }
        flush()
        return result
    }

    /// The part of a `.po` entry that continuation lines add to.
    private enum Field: Equatable {
        case context, id
        case form(Int)
    }

    private static func unquote(_ quoted: String, url: URL, line: Int) throws -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            throw CatalogError(description: "\(url.path):\(line): expected a quoted string, found \(quoted)")
        }
        var result = ""
        var escaping = false
        for character in quoted.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func parseMO(_ data: Data, url: URL) throws -> [String: String] {
        let bytes = [UInt8](data)
        func word(_ offset: Int, bigEndian: Bool) throws -> Int {
            guard offset + 4 <= bytes.count else { throw CatalogError(description: "\(url.path): truncated catalog") }
            let value = bytes[offset..<offset + 4].enumerated().reduce(0) { sum, element in
                sum | Int(element.element) << (8 * (bigEndian ? 3 - element.offset : element.offset))
            }
            return value
        }
        let magic = try word(0, bigEndian: false)
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: throw CatalogError(description: "\(url.path): not a gettext .mo file")
        }
        let count = try word(8, bigEndian: bigEndian)
        let originals = try word(12, bigEndian: bigEndian)
        let translations = try word(16, bigEndian: bigEndian)
        func string(table: Int, index: Int) throws -> String {
            let length = try word(table + index * 8, bigEndian: bigEndian)
            let offset = try word(table + index * 8 + 4, bigEndian: bigEndian)
            guard offset + length <= bytes.count else {
                throw CatalogError(description: "\(url.path): truncated catalog")
            }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        var result: [String: String] = [:]
        for index in 0..<count {
            // A plural entry's original is "singular\0plural", one with a context
            // "context\u{4}singular"; the key is the singular alone.
            let original = try string(table: originals, index: index)
            let singular = original.prefix { $0 != "\0" }
            let id = String(singular.split(separator: "\u{4}", omittingEmptySubsequences: false).last ?? singular)
            let translation = try string(table: translations, index: index)
            if !translation.isEmpty { result[id] = translation }
        }
        return result
    }
}
