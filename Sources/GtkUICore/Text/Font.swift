import Foundation

/// A font for text: one of the platform's text styles, a system font at a size, or a named
/// font, with a weight, a design and traits.
///
/// On GNOME the text styles map to the type scale of GNOME's own apps (libadwaita's
/// `title-1`…`title-4`, `heading`, `body` and `caption` style classes, which GtkUI defines
/// itself because plain GTK 4.8 lacks some): `.largeTitle` is `title-1`, `.title` is
/// `title-2`, `.title2` is `title-3`, `.title3` is `title-4`, `.headline` is `heading`,
/// `.body` is `body` and `.caption` is `caption`; `.subheadline`, `.callout`, `.footnote` and
/// `.caption2` fill the steps between them. Sizes given in points (`.system(size: 20)`) are
/// device-independent pixels, as SwiftUI's points are.
///
/// ```swift
/// Text("Inbox").font(.largeTitle)
/// Text("12:30").font(.system(size: 40, weight: .light, design: .rounded).monospacedDigit())
/// Text("Fira").font(.custom("Fira Sans", size: 17))
/// ```
public struct Font: Hashable, Sendable {
    /// Where a font's family and size come from.
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: Double)
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    let base: Base
    private(set) var fontWeight: Weight?
    private(set) var fontDesign: Design?
    private(set) var isItalic = false
    private(set) var hasMonospacedDigits = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.fontWeight = weight
        self.fontDesign = design
    }

    /// The largest title: GNOME's `title-1`.
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// A title: GNOME's `title-2`.
    public static let title = Font(base: .style(.title))
    /// A second-level title: GNOME's `title-3`.
    public static let title2 = Font(base: .style(.title2))
    /// A third-level title: GNOME's `title-4`.
    public static let title3 = Font(base: .style(.title3))
    /// A heading: GNOME's `heading`, body size in bold.
    public static let headline = Font(base: .style(.headline))
    /// A subheading, a step smaller than the body.
    public static let subheadline = Font(base: .style(.subheadline))
    /// Body text: GNOME's `body`, the default.
    public static let body = Font(base: .style(.body))
    /// Text for callouts, slightly smaller than the body.
    public static let callout = Font(base: .style(.callout))
    /// Footnotes, between the subheadline and the caption.
    public static let footnote = Font(base: .style(.footnote))
    /// A caption: GNOME's `caption`.
    public static let caption = Font(base: .style(.caption))
    /// The smallest text, below the caption.
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font at a fixed size.
    ///
    /// - Parameters:
    ///   - size: The size in points (device-independent pixels).
    ///   - weight: The weight; the regular weight when nil.
    ///   - design: The design (serif, rounded, monospaced); the default when nil.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: Double(size)), weight: weight, design: design)
    }

    /// The system font for a text style, with a design and weight.
    ///
    /// ```swift
    /// Text("Code").font(.system(.body, design: .monospaced))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A font family by name at a size that follows the body's.
    ///
    /// - Parameters:
    ///   - name: A fontconfig family name, such as `"Cantarell"` or `"DejaVu Serif"`.
    ///   - size: The size in points (device-independent pixels).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: Double(size), relativeTo: nil))
    }

    /// A font family by name at a size, scaled like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: Double(size), relativeTo: textStyle))
    }

    /// A font family by name at a size that never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: Double(fixedSize), relativeTo: nil))
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.fontWeight = weight
        return font
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with a fixed-width design (GNOME's `monospace` style class).
    public func monospaced() -> Font {
        var font = self
        font.fontDesign = .monospaced
        return font
    }

    /// This font with digits of one width, so numbers that change do not jiggle (GNOME's
    /// `numeric` style class: OpenType's `tnum` feature).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// How text in this font is drawn, for a backend.
    var attributes: TextAttributes {
        var attributes = TextAttributes()
        switch base {
        case .style(let style): attributes.textStyle = style
        case .system(let size): attributes.size = size
        case .custom(let name, let size, _):
            attributes.family = name
            attributes.size = size
        }
        attributes.weight = fontWeight
        attributes.design = fontDesign
        if isItalic { attributes.isItalic = true }
        if hasMonospacedDigits { attributes.hasMonospacedDigits = true }
        return attributes
    }
}
