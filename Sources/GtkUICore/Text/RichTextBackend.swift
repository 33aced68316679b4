/// Draws a `Text`'s fonts, Markdown, decorations and line layout: the text family of a
/// ``Backend``.
///
/// Design notes:
/// - A plain `Text` (no font, no Markdown, no text modifier around it) never comes here: the
///   view graph calls ``Backend/updateText(_:content:)``, so a long list of plain labels pays
///   nothing for styling. Once a label has been styled it always comes here, so the backend
///   can take the styling off again.
/// - The label's own attributes (its font, from the environment and the text's modifiers)
///   come apart from its runs (Markdown and the parts of a `Text` joined with `+`), so a
///   changed font rewrites only the label's font, not its text.
/// - As with every `update…`, only what differs from the label's current state is written,
///   and each write is counted in ``Backend/statistics``.
///
/// ```swift
/// if let backend = graph.backend as? any RichTextBackend {
///     backend.updateText(label, content: styled, attributes: font, layout: layout)
/// }
/// ```
@MainActor
public protocol RichTextBackend: Backend {
    /// Shows `content` in a label made by ``Backend/makeText(announced:)``.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - content: The text, in runs with their own attributes.
    ///   - attributes: The attributes of the whole label, which runs override.
    ///   - layout: Line limit, alignment, truncation and selection.
    func updateText(_ label: BackendWidget, content: StyledText, attributes: TextAttributes, layout: TextLayout)
}

/// Text in runs, each drawn with its own ``TextAttributes`` on top of its label's.
///
/// ```swift
/// StyledText(runs: [.init("Hello, "), .init("world", attributes: bold)])
/// ```
public struct StyledText: Hashable, Sendable {
    /// One stretch of text with the attributes that set it apart.
    public struct Run: Hashable, Sendable {
        /// The characters, as shown.
        public var text: String
        /// What the run changes from its label's attributes.
        public var attributes: TextAttributes

        /// Creates a run.
        public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// The runs, in reading order; neighbours with equal attributes are merged.
    public private(set) var runs: [Run]

    /// Creates styled text from runs, merging neighbours with equal attributes and dropping
    /// empty runs.
    public init(runs: [Run]) {
        var merged: [Run] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, last.attributes == run.attributes {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        self.runs = merged
    }

    /// The characters of every run, as a person reads them.
    public var plainText: String { runs.map(\.text).joined() }

    /// Whether every run is drawn with its label's attributes alone.
    public var isPlain: Bool { runs.allSatisfy { $0.attributes.isEmpty } }
}

/// How a label lays out its lines: limit, alignment, truncation, selection.
///
/// ```swift
/// TextLayout(lineLimit: 2, alignment: .center)
/// ```
public struct TextLayout: Hashable, Sendable {
    /// The most lines shown; nil for as many as the text needs.
    public var lineLimit: Int?
    /// How lines line up with each other.
    public var alignment: TextAlignment
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode
    /// Whether text is cut with an ellipsis when it does not fit: with a line limit, or when
    /// a truncation mode was set.
    public var truncates: Bool
    /// Whether the user can select the text.
    public var isSelectable: Bool

    /// Describes a layout; the defaults are a plain label's.
    public init(
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, truncationMode: Text.TruncationMode = .tail,
        truncates: Bool = false, isSelectable: Bool = false
    ) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
        self.truncates = truncates || lineLimit != nil
        self.isSelectable = isSelectable
    }
}
