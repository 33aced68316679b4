import Foundation

/// Reads the inline Markdown SwiftUI draws in a `Text` literal: `**strong**` and `__strong__`,
/// `*emphasis*` and `_emphasis_`, `~~strikethrough~~`, `` `code` ``, `[links](url)` and
/// backslash escapes.
///
/// Emphasis follows CommonMark's delimiter-run rules (a run opens when it is followed by text
/// and closes when it follows text; `_` does not emphasize inside a word), so `snake_case`,
/// `2 * 3` and a lone `**` stay as written. Everything else is text: no block structure, and
/// line breaks are kept, as SwiftUI's inline-only parsing does.
enum InlineMarkdown {
    /// The traits Markdown gives a stretch of text.
    struct Traits: OptionSet, Hashable {
        let rawValue: UInt8
        static let strong = Traits(rawValue: 1)
        static let emphasis = Traits(rawValue: 2)
        static let strikethrough = Traits(rawValue: 4)
        static let code = Traits(rawValue: 8)
    }

    /// A stretch of text with its traits and link.
    struct Span: Equatable {
        var text: String
        var traits: Traits
        var link: URL?
    }

    /// Whether `text` has a character Markdown could give a meaning to; when not, it is plain.
    static func mayContainMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C }
    }

    /// The spans of `text`, in order.
    static func parse(_ text: String) -> [Span] {
        var parser = Parser(Array(text))
        return parser.parse()
    }

    private enum Item {
        case text(String, Traits, URL?)
        case delimiter(Delimiter)
    }

    private struct Delimiter {
        let character: Character
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        var traits: Traits = []
    }

    private struct Parser {
        let characters: [Character]
        var items: [Item] = []
        var pending = ""

        init(_ characters: [Character]) { self.characters = characters }

        mutating func parse() -> [Span] {
            var index = 0
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "\\":
                    if index + 1 < characters.count, characters[index + 1].isASCII,
                        characters[index + 1].isPunctuation
                            || characters[index + 1].isSymbol
                    {
                        pending.append(characters[index + 1])
                        index += 2
                    } else {
                        pending.append(character)
                        index += 1
                    }
                case "`": index = codeSpan(at: index)
                case "[": index = link(at: index)
                case "*", "_", "~": index = delimiterRun(at: index)
                default:
                    pending.append(character)
                    index += 1
                }
            }
            flush()
            matchDelimiters()
            return spans()
        }

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            items.append(.text(pending, [], nil))
            pending = ""
        }

        private func runLength(of character: Character, at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }

        /// A code span: its text is literal. Without a closing run of as many backticks the
        /// backticks are text.
        private mutating func codeSpan(at start: Int) -> Int {
            let length = runLength(of: "`", at: start)
            var search = start + length
            while search < characters.count {
                let run = runLength(of: "`", at: search)
                if run == 0 {
                    search += 1
                    continue
                }
                if run == length {
                    var content = String(characters[(start + length)..<search]).replacingOccurrences(
                        of: "\n", with: " ")
                    if content.count > 2, content.hasPrefix(" "), content.hasSuffix(" ") {
                        content = String(content.dropFirst().dropLast())
                    }
                    flush()
                    items.append(.text(content, .code, nil))
                    return search + run
                }
                search += run
            }
            pending += String(repeating: "`", count: length)
            return start + length
        }

        /// `[text](url)`: the text is parsed on its own and linked. Anything else is text.
        private mutating func link(at start: Int) -> Int {
            var depth = 0
            var index = start
            var close: Int?
            while index < characters.count {
                switch characters[index] {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { close = index }
                default: break
                }
                if close != nil { break }
                index += 1
            }
            guard let close, close + 1 < characters.count, characters[close + 1] == "(",
                let end = characters[(close + 2)...].firstIndex(of: ")")
            else {
                pending.append("[")
                return start + 1
            }
            let target = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
            guard !target.isEmpty, !target.contains(" "), let url = URL(string: target) else {
                pending.append("[")
                return start + 1
            }
            flush()
            var inner = Parser(Array(characters[(start + 1)..<close]))
            for span in inner.parse() { items.append(.text(span.text, span.traits, url)) }
            return end + 1
        }

        private mutating func delimiterRun(at start: Int) -> Int {
            let character = characters[start]
            let count = runLength(of: character, at: start)
            let before: Character? = start > 0 ? characters[start - 1] : nil
            let after: Character? = start + count < characters.count ? characters[start + count] : nil
            let followedBySpace = after.map(\.isWhitespace) ?? true
            let precededBySpace = before.map(\.isWhitespace) ?? true
            let followedByPunctuation = after.map(Self.isPunctuation) ?? false
            let precededByPunctuation = before.map(Self.isPunctuation) ?? false
            let leftFlanking =
                !followedBySpace && (!followedByPunctuation || precededBySpace || precededByPunctuation)
            let rightFlanking =
                !precededBySpace && (!precededByPunctuation || followedBySpace || followedByPunctuation)
            var canOpen = leftFlanking
            var canClose = rightFlanking
            if character == "_" {
                canOpen = leftFlanking && (!rightFlanking || precededByPunctuation)
                canClose = rightFlanking && (!leftFlanking || followedByPunctuation)
            }
            if character == "~" && count > 2 {
                canOpen = false
                canClose = false
            }
            flush()
            items.append(
                .delimiter(Delimiter(character: character, count: count, canOpen: canOpen, canClose: canClose)))
            return start + count
        }

        private static func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }

        /// CommonMark's "process emphasis": each closer takes the nearest opener of its kind;
        /// what lies between gets the trait.
        private mutating func matchDelimiters() {
            var closerIndex = 0
            while closerIndex < items.count {
                guard case .delimiter(var closer) = items[closerIndex], closer.canClose, closer.count > 0 else {
                    closerIndex += 1
                    continue
                }
                var openerIndex: Int?
                var search = closerIndex - 1
                while search >= 0 {
                    if case .delimiter(let opener) = items[search], opener.character == closer.character,
                        opener.canOpen, opener.count > 0,
                        closer.character != "~" || opener.count == closer.count
                    {
                        openerIndex = search
                        break
                    }
                    search -= 1
                }
                guard let openerIndex, case .delimiter(var opener) = items[openerIndex] else {
                    closerIndex += 1
                    continue
                }
                let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
                let trait: Traits =
                    closer.character == "~" ? .strikethrough : (used == 2 ? .strong : .emphasis)
                for index in (openerIndex + 1)..<closerIndex { add(trait, to: index) }
                opener.count -= used
                closer.count -= used
                items[openerIndex] = .delimiter(opener)
                items[closerIndex] = .delimiter(closer)
                if closer.count == 0 { closerIndex += 1 }
            }
        }

        private mutating func add(_ trait: Traits, to index: Int) {
            switch items[index] {
            case .text(let text, let traits, let link): items[index] = .text(text, traits.union(trait), link)
            case .delimiter(var delimiter):
                // A delimiter inside a matched pair can no longer pair with one outside it.
                delimiter.traits.formUnion(trait)
                delimiter.canOpen = false
                delimiter.canClose = false
                items[index] = .delimiter(delimiter)
            }
        }

        /// The items as spans; unmatched delimiters are text.
        private func spans() -> [Span] {
            var result: [Span] = []
            for item in items {
                let span: Span
                switch item {
                case .text(let text, let traits, let link): span = Span(text: text, traits: traits, link: link)
                case .delimiter(let delimiter):
                    guard delimiter.count > 0 else { continue }
                    span = Span(
                        text: String(repeating: delimiter.character, count: delimiter.count),
                        traits: delimiter.traits, link: nil)
                }
                if let last = result.last, last.traits == span.traits, last.link == span.link {
                    result[result.count - 1].text += span.text
                } else {
                    result.append(span)
                }
            }
            return result
        }
    }
}
