import Foundation

/// How a stretch of text is drawn: font, traits and decorations, resolved from `Font`s, text
/// modifiers and Markdown for a backend.
///
/// Every property is an override: nil (or false for the flags) keeps what the enclosing text
/// has. A label's attributes override the platform's default; a run's override its label's.
///
/// ```swift
/// var attributes = TextAttributes()
/// attributes.textStyle = .headline
/// attributes.isItalic = true
/// ```
public struct TextAttributes: Hashable, Sendable {
    /// A semantic text style, drawn with the platform's type scale.
    public var textStyle: Font.TextStyle?
    /// A fixed size in points (device-independent pixels).
    public var size: Double?
    /// A font family by name.
    public var family: String?
    /// The font's design; `.monospaced` for code.
    public var design: Font.Design?
    /// The weight.
    public var weight: Font.Weight?
    /// Italic (true) or upright (false).
    public var isItalic: Bool?
    /// Whether digits have one width.
    public var hasMonospacedDigits: Bool?
    /// An underline, with its colour (nil for the text's own), or false to remove one.
    public var underline: TextLine?
    /// A line through the text, with its colour, or false to remove one.
    public var strikethrough: TextLine?
    /// The text's colour.
    public var foreground: Color?
    /// A link the text opens when clicked.
    public var link: URL?

    /// Creates attributes that change nothing.
    public init() {}

    /// Whether no property is set.
    public var isEmpty: Bool { self == TextAttributes() }

    /// These attributes with every property `other` sets replaced by `other`'s.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var result = self
        if other.textStyle != nil || other.size != nil {
            result.textStyle = other.textStyle
            result.size = other.size
        }
        result.family = other.family ?? family
        result.design = other.design ?? design
        result.weight = other.weight ?? weight
        result.isItalic = other.isItalic ?? isItalic
        result.hasMonospacedDigits = other.hasMonospacedDigits ?? hasMonospacedDigits
        result.underline = other.underline ?? underline
        result.strikethrough = other.strikethrough ?? strikethrough
        result.foreground = other.foreground ?? foreground
        result.link = other.link ?? link
        return result
    }

    /// A line drawn under or through text.
    public struct TextLine: Hashable, Sendable {
        /// Whether the line is drawn.
        public var isActive: Bool
        /// Its colour; the text's colour when nil.
        public var color: Color?

        /// Describes a line.
        public init(isActive: Bool = true, color: Color? = nil) {
            self.isActive = isActive
            self.color = color
        }
    }
}
