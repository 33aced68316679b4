/// One text modifier applied to a `Text` itself (`Text("a").bold()`), kept so the text can
/// still join others with `+`.
enum TextModifier: Hashable, Sendable {
    case font(Font?)
    case weight(Font.Weight?)
    case italic(Bool)
    case design(Font.Design?)
    case monospacedDigit
    case underline(TextAttributes.TextLine)
    case strikethrough(TextAttributes.TextLine)
    case foreground(Color?)

    /// Applies the modifier on top of `attributes`.
    func apply(to attributes: inout TextAttributes) {
        switch self {
        case .font(let font):
            // A font replaces the font the text had, but not decorations.
            let fontAttributes = font?.attributes ?? TextAttributes()
            attributes.textStyle = fontAttributes.textStyle
            attributes.size = fontAttributes.size
            attributes.family = fontAttributes.family
            attributes.design = fontAttributes.design
            attributes.weight = fontAttributes.weight
            attributes.isItalic = fontAttributes.isItalic
            attributes.hasMonospacedDigits = fontAttributes.hasMonospacedDigits
        case .weight(let weight): attributes.weight = weight
        case .italic(let isActive): attributes.isItalic = isActive
        case .design(let design): attributes.design = design
        case .monospacedDigit: attributes.hasMonospacedDigits = true
        case .underline(let line): attributes.underline = line
        case .strikethrough(let line): attributes.strikethrough = line
        case .foreground(let color): attributes.foreground = color
        }
    }
}
