extension Text {
    /// Draws this text in `font`; nil uses the environment's font.
    ///
    /// A `Text` stays a `Text`, so it can still be joined with `+`:
    ///
    /// ```swift
    /// Text("Inbox").font(.title) + Text(" 3 unread").font(.caption)
    /// ```
    public func font(_ font: Font?) -> Text { adding(.font(font)) }

    /// Draws this text at `weight`; nil uses the font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }

    /// Draws this text in bold.
    public func bold() -> Text { adding(.weight(.bold)) }

    /// Draws this text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Draws this text in italics.
    public func italic() -> Text { adding(.italic(true)) }

    /// Draws this text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Draws this text in the font's `design` (serif, rounded, monospaced).
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }

    /// Draws this text in a fixed-width font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : self }

    /// Draws this text's digits at one width, so changing numbers keep their place.
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }

    /// Underlines this text when `isActive`.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line.
    ///   - color: The line's colour; the text's colour when nil.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(TextAttributes.TextLine(isActive: isActive, color: color)))
    }

    /// Draws a line through this text when `isActive`.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line.
    ///   - color: The line's colour; the text's colour when nil.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(TextAttributes.TextLine(isActive: isActive, color: color)))
    }

    /// Colours this text, keeping it a `Text` so it can join others with `+`; `.primary` and
    /// `.secondary` follow the theme's text colour.
    ///
    /// ```swift
    /// Text("Due ").foregroundColor(.secondary) + Text("today").bold()
    /// ```
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color)) }

    /// Colours this text with a shape style, keeping it a `Text`: a colour, a hierarchical
    /// level (`.secondary` dims the text it is in), `.tint` (the accent colour) or a gradient's
    /// middle colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let color: Color? =
            switch style._paint {
            case .color(let color): color
            case .foreground(let opacity): Color.primary.opacity(opacity)
            case .linearGradient, .radialGradient, .angularGradient: style._paint.middleColor
            case .windowBackground(let opacity): Color(white: 1, opacity: opacity)
            case .tint(let opacity): Color.accentColor.opacity(opacity)
            }
        return adding(.foreground(color))
    }
}
