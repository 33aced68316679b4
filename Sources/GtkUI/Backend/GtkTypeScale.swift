import GtkUICore

/// GNOME's type scale for SwiftUI's text styles: the style class each gets and the size and
/// weight that class gives, relative to the interface font.
///
/// The classes are libadwaita's (`title-1`…`title-4`, `heading`, `body`, `caption`,
/// `caption-heading`, `monospace`, `numeric`); plain GTK 4.8 lacks some of them, so
/// ``css`` defines them all in GtkUI's own style sheet, with libadwaita's sizes (title-1 is
/// 20 pt on an 11 pt interface font) expressed as percentages so they follow the user's font.
/// The four styles GNOME has no class for fill the steps between (`gtkui-subheadline`,
/// `gtkui-callout`, `gtkui-footnote`, `gtkui-caption2`). Runs inside a label, which cannot
/// have classes, get the same size and weight as span attributes.
enum GtkTypeScale {
    /// One step of the scale.
    struct Step {
        let cssClass: String
        /// Size relative to the interface font, in percent.
        let percent: Int
        let weight: Int
    }

    static func step(for style: Font.TextStyle) -> Step {
        switch style {
        case .largeTitle: Step(cssClass: "title-1", percent: 182, weight: 800)
        case .title: Step(cssClass: "title-2", percent: 136, weight: 800)
        case .title2: Step(cssClass: "title-3", percent: 136, weight: 700)
        case .title3: Step(cssClass: "title-4", percent: 118, weight: 700)
        case .headline: Step(cssClass: "heading", percent: 100, weight: 700)
        case .subheadline: Step(cssClass: "gtkui-subheadline", percent: 91, weight: 400)
        case .body: Step(cssClass: "body", percent: 100, weight: 400)
        case .callout: Step(cssClass: "gtkui-callout", percent: 95, weight: 400)
        case .footnote: Step(cssClass: "gtkui-footnote", percent: 86, weight: 400)
        case .caption: Step(cssClass: "caption", percent: 82, weight: 400)
        case .caption2: Step(cssClass: "gtkui-caption2", percent: 73, weight: 400)
        }
    }

    /// A caption in bold is GNOME's `caption-heading`.
    static let captionHeading = Step(cssClass: "caption-heading", percent: 82, weight: 700)
    /// Fixed-width text.
    static let monospaceClass = "monospace"
    /// Digits of one width.
    static let numericClass = "numeric"

    /// The style sheet defining every class of the scale.
    static var css: String {
        let steps = Font.TextStyle.allCases.map(step(for:)) + [captionHeading]
        let rules = steps.map { "label.\($0.cssClass) { font-size: \($0.percent)%; font-weight: \($0.weight); }" }
        return
            (rules + [
                "label.\(monospaceClass) { font-family: monospace; }",
                "label.\(numericClass) { font-feature-settings: \"tnum\"; }",
            ]).joined(separator: "\n")
    }
}
