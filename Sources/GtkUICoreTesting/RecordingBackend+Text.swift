import GtkUICore

extension RecordingBackend: RichTextBackend {
    /// Records the plain text as `text`, the runs as `runs` (Markdown-like: `**bold**`,
    /// `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`, `{attributes}` for the rest),
    /// the label's attributes as `attributes` and the layout as `layout`, each written only
    /// when it changes.
    public func updateText(_ label: BackendWidget, content: StyledText, attributes: TextAttributes, layout: TextLayout)
    {
        let widget = label as! TestWidget
        widget.set("text", content.plainText, statistics)
        widget.set("runs", content.isPlain ? "" : Self.describe(content), statistics)
        widget.set("attributes", Self.describe(attributes), statistics)
        widget.set("layout", layout == TextLayout() ? "" : "\(layout)", statistics)
    }

    /// Text marked up with what its attributes change, as tests compare it.
    static func describe(_ content: StyledText) -> String {
        content.runs.map { run in
            var text = run.text
            var rest = run.attributes
            if rest.weight == .bold {
                text = "**\(text)**"
                rest.weight = nil
            }
            if rest.isItalic == true {
                text = "*\(text)*"
                rest.isItalic = nil
            }
            if rest.design == .monospaced {
                text = "`\(text)`"
                rest.design = nil
            }
            if rest.strikethrough == TextAttributes.TextLine() {
                text = "~~\(text)~~"
                rest.strikethrough = nil
            }
            if let link = rest.link {
                text = "[\(text)](\(link.absoluteString))"
                rest.link = nil
            }
            return rest.isEmpty ? text : "\(text){\(describe(rest))}"
        }.joined()
    }

    /// The attributes that are set, such as `textStyle=title weight=700`.
    static func describe(_ attributes: TextAttributes) -> String {
        var parts: [String] = []
        if let style = attributes.textStyle { parts.append("textStyle=\(style)") }
        if let size = attributes.size { parts.append("size=\(size)") }
        if let family = attributes.family { parts.append("family=\(family)") }
        if let design = attributes.design { parts.append("design=\(design)") }
        if let weight = attributes.weight { parts.append("weight=\(weight.value)") }
        if let italic = attributes.isItalic { parts.append("italic=\(italic)") }
        if let digits = attributes.hasMonospacedDigits { parts.append("monospacedDigit=\(digits)") }
        if let line = attributes.underline { parts.append("underline=\(line.isActive)") }
        if let line = attributes.strikethrough { parts.append("strikethrough=\(line.isActive)") }
        if attributes.foreground != nil { parts.append("foreground") }
        if let link = attributes.link { parts.append("link=\(link.absoluteString)") }
        return parts.joined(separator: " ")
    }
}
