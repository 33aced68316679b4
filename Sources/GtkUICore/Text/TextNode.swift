import Foundation

/// Renders a ``Text`` as one label.
///
/// A plain text — as written or translated, without Markdown, inside no text modifier —
/// takes ``Backend/updateText(_:content:)`` and reads nothing else from the environment: the
/// rows of a long list pay nothing for styling. Anything else is resolved into runs and label
/// attributes for a ``RichTextBackend``; a label styled once stays on that path, so taking a
/// modifier away also takes its styling off.
@MainActor
final class TextNode: LeafNode<Text> {
    private var isStyled = false
    /// Whether the label is drawn as a placeholder (`.redacted(reason: .placeholder)`).
    private var isRedacted = false

    override var readsStateWhileApplying: Bool { false }

    /// The heading level the label was made with; nil for an ordinary label.
    private var madeHeadingLevel: Int?

    override func makeWidget() -> BackendWidget {
        madeHeadingLevel = view.flatMap(headingLevel(of:))
        if let level = madeHeadingLevel, let backend = graph.backend as? any AccessibilityBackend {
            return backend.makeHeadingText(level: level)
        }
        return graph.backend.makeText(announced: environment.announcesAppearance)
    }

    /// A label's role is fixed when it is made: a text that becomes a heading, or stops being
    /// one, gets a new label.
    override func needsNewWidget(for view: Text, current widget: BackendWidget) -> Bool {
        let needsNew = headingLevel(of: view) != madeHeadingLevel
        if needsNew { isRedacted = false }
        return needsNew
    }

    override func apply(_ view: Text, to widget: BackendWidget) {
        applyContent(view, to: widget)
        // Only labels whose redaction changes are written.
        let redacted = environment.redactionReasons.contains(.placeholder)
        if redacted != isRedacted, let backend = graph.backend as? any RedactionBackend {
            isRedacted = redacted
            backend.updateRedaction(widget, isRedacted: redacted)
        }
    }

    private func applyContent(_ view: Text, to widget: BackendWidget) {
        let textEnvironment = environment.text
        if textEnvironment == nil, !isStyled, case .verbatim(let content) = view.storage {
            graph.backend.updateText(widget, content: content)
            return
        }
        let locale = environment.locale
        let (content, ownAttributes) = view.styledContent(locale: locale)
        guard let backend = graph.backend as? any RichTextBackend else {
            graph.backend.updateText(widget, content: content.plainText)
            return
        }
        guard textEnvironment != nil || isStyled || !content.isPlain || !ownAttributes.isEmpty else {
            graph.backend.updateText(widget, content: content.plainText)
            return
        }
        isStyled = true
        let inherited = textEnvironment ?? TextEnvironment()
        var shown = content
        if let textCase = inherited.textCase { shown = shown.applying(textCase, locale: locale) }
        backend.updateText(
            widget, content: shown, attributes: inherited.attributes.merging(ownAttributes), layout: inherited.layout)
    }
}

extension StyledText {
    /// This text with every run's characters in `textCase`.
    func applying(_ textCase: Text.Case, locale: Locale) -> StyledText {
        StyledText(
            runs: runs.map { run in
                let text =
                    textCase == .uppercase ? run.text.uppercased(with: locale) : run.text.lowercased(with: locale)
                return StyledText.Run(text, attributes: run.attributes)
            })
    }
}
