import Foundation

/// Turns a `Text` into runs for a locale: translation, formatting, Markdown, the parts of a
/// `+` and each part's own modifiers.
extension Text {
    /// The characters a person reads, for `locale` (Markdown markers removed).
    func plainText(locale: Locale) -> String {
        runs(locale: locale, inherited: TextAttributes()).map(\.text).joined()
    }

    /// The text's content and the attributes its outermost modifiers give the whole label.
    ///
    /// The outermost modifiers go to the label rather than into every run, so a changed
    /// `Text(…).font(_:)` rewrites the label's font and not its text.
    func styledContent(locale: Locale) -> (content: StyledText, attributes: TextAttributes) {
        if case .modified(let base, let modifiers) = storage {
            var attributes = TextAttributes()
            for modifier in modifiers { modifier.apply(to: &attributes) }
            return (StyledText(runs: base.runs(locale: locale, inherited: TextAttributes())), attributes)
        }
        return (StyledText(runs: runs(locale: locale, inherited: TextAttributes())), TextAttributes())
    }

    /// The runs of this text, each with `inherited` overridden by what the text sets.
    func runs(locale: Locale, inherited: TextAttributes) -> [StyledText.Run] {
        switch storage {
        case .verbatim(let text): return [StyledText.Run(text, attributes: inherited)]
        case .formatted(let value): return [StyledText.Run(value.string(for: locale), attributes: inherited)]
        case .concatenated(let parts): return parts.flatMap { $0.runs(locale: locale, inherited: inherited) }
        case .modified(let base, let modifiers):
            var attributes = inherited
            for modifier in modifiers { modifier.apply(to: &attributes) }
            return base.runs(locale: locale, inherited: attributes)
        case .key(let key): return Self.runs(of: key.pieces(for: locale), locale: locale, inherited: inherited)
        }
    }

    /// The runs of a translated key: its literal text read as Markdown, its values as written.
    ///
    /// Values are never read as Markdown, as in SwiftUI: each stands in the literal as one
    /// private-use character while the literal is parsed, and is put back afterwards.
    private static func runs(of pieces: [FormatString.Piece], locale: Locale, inherited: TextAttributes)
        -> [StyledText.Run]
    {
        let hasMarkup = pieces.contains { piece in
            if case .literal(let text) = piece { return InlineMarkdown.mayContainMarkup(text) }
            return false
        }
        if !hasMarkup {
            return pieces.flatMap { piece -> [StyledText.Run] in
                switch piece {
                case .literal(let text), .value(let text): [StyledText.Run(text, attributes: inherited)]
                case .text(let text): text.runs(locale: locale, inherited: inherited)
                }
            }
        }
        var source = ""
        var values: [FormatString.Piece] = []
        for piece in pieces {
            if case .literal(let text) = piece {
                source += text
            } else {
                source.unicodeScalars.append(placeholder(values.count))
                values.append(piece)
            }
        }
        var result: [StyledText.Run] = []
        for span in InlineMarkdown.parse(source) {
            let attributes = inherited.merging(span.attributes)
            var literal = ""
            for scalar in span.text.unicodeScalars {
                guard let index = valueIndex(of: scalar), values.indices.contains(index) else {
                    literal.unicodeScalars.append(scalar)
                    continue
                }
                result.append(StyledText.Run(literal, attributes: attributes))
                literal = ""
                switch values[index] {
                case .literal(let text), .value(let text): result.append(StyledText.Run(text, attributes: attributes))
                case .text(let text): result += text.runs(locale: locale, inherited: attributes)
                }
            }
            result.append(StyledText.Run(literal, attributes: attributes))
        }
        return result
    }

    private static let placeholderBase: UInt32 = 0xF_0000

    private static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(placeholderBase + UInt32(index))!
    }

    private static func valueIndex(of scalar: Unicode.Scalar) -> Int? {
        scalar.value >= placeholderBase && scalar.value < placeholderBase + 0xFFFD
            ? Int(scalar.value - placeholderBase) : nil
    }
}

extension InlineMarkdown.Span {
    /// What the span's Markdown changes.
    var attributes: TextAttributes {
        var attributes = TextAttributes()
        if traits.contains(.strong) { attributes.weight = .bold }
        if traits.contains(.emphasis) { attributes.isItalic = true }
        if traits.contains(.strikethrough) { attributes.strikethrough = TextAttributes.TextLine() }
        if traits.contains(.code) { attributes.design = .monospaced }
        attributes.link = link
        return attributes
    }
}

extension TextEnvironment {
    /// The attributes texts inside take from their ancestors: the font, then the traits.
    var attributes: TextAttributes { (font?.attributes ?? TextAttributes()).merging(traits) }

    /// The line layout texts inside take.
    var layout: TextLayout {
        TextLayout(
            lineLimit: lineLimit, alignment: alignment, truncationMode: truncationMode, truncates: hasTruncationMode,
            isSelectable: isSelectable)
    }
}
