import Foundation

/// A view that shows read-only text.
///
/// `Text("literal")` is a ``LocalizedStringKey``: translated for the environment's `locale`,
/// with `**bold**`, `*italic*`, code in backticks, `~~strikethrough~~` and `[links](https://…)` in
/// the literal (or its translation) drawn as Markdown. `Text(verbatim:)` and a `String`
/// variable are shown exactly as they are, never parsed, as in SwiftUI. Texts join with `+`,
/// and each part keeps its own font and traits.
///
/// As in SwiftUI, text wraps onto more lines when it is offered less width than it needs.
/// On GTK a text shorter than 32 columns (an East Asian wide character counts two) is laid
/// out on one line instead, unless it is inside a `.frame(width:)`: a wrapping label is
/// measured height-for-width at every layout, which in a long list costs several times the
/// layout of plain labels, and so short a text would only wrap in a window narrower than any
/// GNOME window.
///
/// ```swift
/// Text("Hello, **world**!")
/// Text(verbatim: "\(count) items")
/// Text("Total: ") + Text(total, format: .number).bold()
/// ```
public struct Text: Equatable, Sendable {
    /// What a text shows. Only a modified text is boxed, so a plain one costs no allocation.
    enum Storage: Equatable, Sendable {
        /// Shown as written.
        case verbatim(String)
        /// Translated for the locale and read as Markdown.
        case key(LocalizedStringKey)
        /// A value formatted for the locale (`Text(_:format:)`, `Text(_:style:)`).
        case formatted(FormattedValue)
        /// Texts joined with `+`.
        case concatenated([Text])
        /// A text with `.bold()`, `.font(_:)` and the like applied, innermost first.
        indirect case modified(Text, [TextModifier])
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Shows `content` as it is, without translating it or reading Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Shows a string literal translated for the `locale` in the view's environment, with its
    /// Markdown drawn.
    ///
    /// - Parameters:
    ///   - key: The literal; interpolated values become placeholders (see
    ///     ``LocalizedStringKey``).
    ///   - tableName: Ignored: GtkUI has one catalog per language.
    ///   - bundle: Ignored.
    ///   - comment: A note for translators; not shown.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        storage = .key(key)
    }

    /// Shows `content` without translating it or reading Markdown.
    public init(verbatim content: String) { storage = .verbatim(content) }

    /// Shows `input` formatted for the environment's locale by `format`.
    ///
    /// ```swift
    /// Text(1234.5, format: .number)   // "1,234.5" in English, "1.234,5" in German
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .formatted(FormattedValue(input, format: format))
    }

    /// Joins two texts; each keeps its own font, weight and other text modifiers.
    ///
    /// ```swift
    /// Text("Due ").foregroundColor(.secondary) + Text("today").bold()
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        func parts(_ text: Text) -> [Text] {
            if case .concatenated(let parts) = text.storage { return parts }
            return [text]
        }
        return Text(storage: .concatenated(parts(lhs) + parts(rhs)))
    }

    /// Whether the texts show the same content with the same modifiers.
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { lhs.storage == rhs.storage }

    /// This text with `modifier` applied outside the ones it has.
    func adding(_ modifier: TextModifier) -> Text {
        if case .modified(let base, let modifiers) = storage {
            return Text(storage: .modified(base, modifiers + [modifier]))
        }
        return Text(storage: .modified(self, [modifier]))
    }
}

// The view conformance lives in an extension, so only it is isolated to the main actor: a
// text's content and plain text can be read from any context.
extension Text: View, PrimitiveView {
    /// Text is primitive.
    public typealias Body = Never

    func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}

/// A value and the format style that turns it into text for a locale.
///
/// A class, so a `Text` holding one stays as small as a plain one.
final class FormattedValue: Equatable, @unchecked Sendable {
    private let input: Any
    private let format: AnyHashable
    private let render: (Locale) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.input = input
        self.format = AnyHashable(format)
        render = { format.locale($0).format(input) }
    }

    /// A value rendered by `render`, equal to another when `key` is.
    init(key: AnyHashable, render: @escaping (Locale) -> String) {
        input = key
        format = AnyHashable(0)
        self.render = render
    }

    /// The value as text for `locale`.
    func string(for locale: Locale) -> String { render(locale) }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs === rhs || (lhs.format == rhs.format && (equalIfEquatable(lhs.input, rhs.input) ?? false))
    }
}
