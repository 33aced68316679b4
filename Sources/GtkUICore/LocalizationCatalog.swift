import Foundation

extension Localization {
    /// The user's preferred language code from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`
    /// (as gettext reads them), such as `"ja"`; `"C"` when none is set.
    public static var preferredLanguage: String {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let first = value.split(separator: ":").first.map(String.init) ?? value
            return String(first.prefix { $0 != "_" && $0 != "." && $0 != "@" })
        }
        return "C"
    }

    /// Reads a gettext catalog: a `.po` source file or a compiled `.mo` file.
    ///
    /// - Returns: Message IDs mapped to translations (untranslated entries are left out).
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

    static func parsePO(_ text: String, url: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        var current: WritableKeyPath<(String?, String?), String?>?
        var entry: (String?, String?) = (nil, nil)
        func flush() {
            if let id = entry.0, let translation = entry.1, !id.isEmpty, !translation.isEmpty {
                result[id] = translation
            }
            entry = (nil, nil)
        }
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") {
                if line.isEmpty { flush() }
                continue
            }
            if line.hasPrefix("msgid ") {
                flush()
                current = \.0
                entry.0 = try unquote(String(line.dropFirst(6)), url: url, line: number + 1)
            } else if line.hasPrefix("msgstr ") {
                current = \.1
                entry.1 = try unquote(String(line.dropFirst(7)), url: url, line: number + 1)
            } else if line.hasPrefix("\""), let current {
                entry[keyPath: current] =
                    (entry[keyPath: current] ?? "") + (try unquote(line, url: url, line: number + 1))
            } else {
                throw CatalogError(description: "\(url.path):\(number + 1): unexpected line “\(line)”")
            }
        }
        flush()
        return result
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
            let id = try string(table: originals, index: index)
            let translation = try string(table: translations, index: index)
            if !id.isEmpty && !translation.isEmpty { result[id] = translation }
        }
        return result
    }
}
