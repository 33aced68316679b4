/// The text modifiers ancestors set with `.font(_:)`, `.bold()`, `.lineLimit(_:)` and the
/// like, which every `Text` inside them uses.
struct TextEnvironment: Equatable, Sendable {
    /// The font from `.font(_:)`.
    var font: Font?
    /// Traits from `.fontWeight(_:)`, `.bold()`, `.italic()`, `.underline()` and the like,
    /// applied on top of the font.
    var traits = TextAttributes()
    var lineLimit: Int?
    var alignment = TextAlignment.leading
    var truncationMode = Text.TruncationMode.tail
    /// Whether `.truncationMode(_:)` was set, which ellipsizes text even without a line limit.
    var hasTruncationMode = false
    var isSelectable = false
    var textCase: Text.Case?
}

/// Boxes a ``TextEnvironment`` so environments without text modifiers stay one word larger.
final class TextEnvironmentBox: Sendable {
    let value: TextEnvironment
    init(_ value: TextEnvironment) { self.value = value }
}

extension EnvironmentValues {
    /// Changes the text modifiers for descendants.
    mutating func modifyText(_ change: (inout TextEnvironment) -> Void) {
        var value = text ?? TextEnvironment()
        change(&value)
        text = value
    }

    /// The font of text in this view, set with `.font(_:)`; nil for the platform's body font.
    public var font: Font? {
        get { text?.font }
        set { modifyText { $0.font = newValue } }
    }

    /// The most lines a text shows, set with `.lineLimit(_:)`; nil for as many as it needs.
    public var lineLimit: Int? {
        get { text?.lineLimit }
        set { modifyText { $0.lineLimit = newValue } }
    }

    /// How the lines of multi-line text line up, set with `.multilineTextAlignment(_:)`.
    public var multilineTextAlignment: TextAlignment {
        get { text?.alignment ?? .leading }
        set { modifyText { $0.alignment = newValue } }
    }

    /// Where text that does not fit is cut, set with `.truncationMode(_:)`.
    public var truncationMode: Text.TruncationMode {
        get { text?.truncationMode ?? .tail }
        set {
            modifyText {
                $0.truncationMode = newValue
                $0.hasTruncationMode = true
            }
        }
    }

    /// The case text is shown in, set with `.textCase(_:)`; nil shows it as written.
    public var textCase: Text.Case? {
        get { text?.textCase }
        set { modifyText { $0.textCase = newValue } }
    }
}
