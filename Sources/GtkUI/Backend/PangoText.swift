import Foundation
import GtkUICore

/// Writes ``TextAttributes`` and ``StyledText`` in Pango's forms: a label's CSS classes and
/// attribute list, and markup for its runs.
///
/// Every character of the text is escaped before it goes into markup, so text with `<`, `&`
/// or markup of its own shows as written and never changes the formatting.
@MainActor
enum PangoText {
    /// A label's font: the type-scale classes it gets and the Pango attributes for the rest.
    struct LabelFont: Hashable {
        var classes: [String] = []
        /// Pango's text form of the attribute list; empty for none.
        var attributes = ""
    }

    /// Attributes that span the whole text, in Pango's text form.
    private static let whole = "0 4294967295"

    static func labelFont(for attributes: TextAttributes) -> LabelFont {
        var font = LabelFont()
        var lines: [String] = []
        var weight = attributes.weight?.value
        if let style = attributes.textStyle {
            var step = GtkTypeScale.step(for: style)
            if style == .caption, let bold = weight, bold >= 600 {
                step = GtkTypeScale.captionHeading
                weight = nil
            }
            font.classes.append(step.cssClass)
        }
        if attributes.design == .monospaced { font.classes.append(GtkTypeScale.monospaceClass) }
        if attributes.hasMonospacedDigits == true { font.classes.append(GtkTypeScale.numericClass) }
        if let family = family(of: attributes) { lines.append("family \"\(family)\"") }
        if let size = attributes.size { lines.append("absolute-size \(Int(size * 1024))") }
        if let weight { lines.append("weight \(weight)") }
        lines += traits(of: attributes).map { "\($0.name.replacingOccurrences(of: "_", with: "-")) \($0.value)" }
        if let opacity = foregroundAlpha(of: attributes) {
            lines.append("foreground-alpha \(max(1, Int((opacity * 65535).rounded())))")
        }
        font.attributes = lines.map { "\(whole) \($0)" }.joined(separator: "\n")
        return font
    }

    /// The family a run or label asks for by name or design; nil keeps the inherited one
    /// (a label's monospace design is its class).
    private static func family(of attributes: TextAttributes) -> String? {
        if let family = attributes.family { return family }
        switch attributes.design {
        case .serif: return "serif"
        default: return nil
        }
    }

    /// `content` as Pango markup, each run in a span of what it changes from `label`.
    static func markup(for content: StyledText, label: TextAttributes) -> String {
        var markup = ""
        for run in content.runs {
            var text = escaped(run.text)
            let span = spanAttributes(run.attributes, label: label)
            if !span.isEmpty { text = "<span \(span)>\(text)</span>" }
            if let link = run.attributes.link { text = "<a href=\"\(escaped(link.absoluteString))\">\(text)</a>" }
            markup += text
        }
        return markup
    }

    private static func spanAttributes(_ attributes: TextAttributes, label: TextAttributes) -> String {
        var parts: [String] = []
        var weight = attributes.weight?.value
        if let style = attributes.textStyle {
            let step = GtkTypeScale.step(for: style)
            let base = label.textStyle.map { GtkTypeScale.step(for: $0).percent } ?? 100
            parts.append("size=\"\(step.percent * 100 / base)%\"")
            weight = weight ?? step.weight
        } else if let size = attributes.size {
            parts.append("font_desc=\"\(Int(size))px\"")
        }
        if let weight { parts.append("weight=\"\(weight)\"") }
        if attributes.design == .monospaced {
            parts.append("font_family=\"monospace\"")
        } else if let family = family(of: attributes) {
            parts.append("font_family=\"\(escaped(family))\"")
        }
        if attributes.hasMonospacedDigits == true { parts.append("font_features=\"tnum\"") }
        parts += traits(of: attributes).map { "\($0.name)=\"\($0.value)\"" }
        if let opacity = foregroundAlpha(of: attributes) {
            parts.append("fgalpha=\"\(max(1, Int((opacity * 100).rounded())))%\"")
        }
        return parts.joined(separator: " ")
    }

    /// The text's opacity when it is below 1. `.primary` and `.secondary` keep the label's own
    /// (theme) colour and set only this.
    private static func foregroundAlpha(of attributes: TextAttributes) -> Double? {
        guard let color = attributes.foreground else { return nil }
        let opacity = color.themeForegroundOpacity ?? color.opacity
        return opacity < 1 ? opacity : nil
    }

    /// Slant, lines and colour as Pango's names and values, which markup spells with `_` and
    /// attribute lists with `-`.
    private static func traits(of attributes: TextAttributes) -> [(name: String, value: String)] {
        var traits: [(name: String, value: String)] = []
        if let italic = attributes.isItalic { traits.append(("style", italic ? "italic" : "normal")) }
        if let line = attributes.underline {
            traits.append(("underline", line.isActive ? "single" : "none"))
            if let color = line.color { traits.append(("underline_color", hex(color))) }
        }
        if let line = attributes.strikethrough {
            traits.append(("strikethrough", "\(line.isActive)"))
            if let color = line.color { traits.append(("strikethrough_color", hex(color))) }
        }
        if let color = attributes.foreground, color.themeForegroundOpacity == nil {
            traits.append(("foreground", hex(color)))
        }
        return traits
    }

    /// `text` with the five characters markup gives a meaning to replaced by entities.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
