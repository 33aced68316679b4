extension Text {
    /// The last `.font(_:)` applied to the text itself, if any.
    var ownFont: Font? {
        guard case .modified(_, let modifiers) = storage else { return nil }
        for case .font(let font) in modifiers.reversed() { return font }
        return nil
    }
}

extension Font {
    /// The heading level screen readers announce for text in this font: 1 for the large title
    /// and title, 2 and 3 for the second and third titles, 4 for the headline; nil for body
    /// and smaller text styles and for sizes given in points.
    var headingLevel: Int? {
        let style: TextStyle
        switch base {
        case .style(let textStyle): style = textStyle
        case .custom(_, _, let relativeTo?): style = relativeTo
        default: return nil
        }
        switch style {
        case .largeTitle, .title: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        default: return nil
        }
    }
}

extension TextNode {
    /// The heading level of `view`'s label (0 for a heading without a level), or nil for an
    /// ordinary label: text in a title or headline font is a heading, and `.isHeader` added or
    /// removed around it decides first.
    func headingLevel(of view: Text) -> Int? {
        let traits = environment.accessibilityTraitChanges
        if traits.removed.contains(.isHeader) { return nil }
        let level = (view.ownFont ?? environment.font)?.headingLevel
        if traits.added.contains(.isHeader) { return level ?? 0 }
        return level
    }
}
