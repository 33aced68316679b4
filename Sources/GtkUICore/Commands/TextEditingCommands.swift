/// Commands for editing text, accepted so SwiftUI apps build unchanged; they add nothing to the
/// main menu on GNOME.
///
/// On macOS they add Find, Spelling and Grammar, Substitutions and Transformations. GTK's text
/// fields and editors bring their own editing instead: their context menu (Cut, Copy, Paste,
/// Delete, Select All, Insert Emoji) and keys (Ctrl+A, Ctrl+C, Ctrl+V, Ctrl+X, Ctrl+Z), and GTK
/// 4.8 has no spell checker to offer.
///
/// ```swift
/// WindowGroup { EditorView() }
///     .commands { TextEditingCommands() }
/// ```
public struct TextEditingCommands: Commands, PrimitiveCommands {
    /// Text editing commands have no body.
    public typealias Body = Never
    /// Text editing commands have no body.
    public var body: Never { fatalError("TextEditingCommands has no body") }

    /// Creates the text editing commands.
    public init() {}

    var entries: [CommandEntry] { [] }
}
