/// Items placed in the app's main menu relative to a standard group, or replacing it.
///
/// On GNOME the groups of one placement form a section of the main menu; the app-level
/// placements (``CommandGroupPlacement/appSettings``, ``CommandGroupPlacement/help``,
/// ``CommandGroupPlacement/appInfo``, ``CommandGroupPlacement/appTermination``) share its last
/// section, in GNOME's order: Preferences, Help, About, Quit. GtkUI's default items are
/// “Preferences…” (Ctrl+,) in `.appSettings` when the app has a `Settings` scene, and
/// “About <Name>” in `.appInfo` when it has an About panel (``Scene/aboutPanel(_:)``);
/// `replacing:` either placement replaces its item.
///
/// ```swift
/// .commands {
///     CommandGroup(replacing: .appInfo) { Button("About Notes") { showAbout = true } }
///     CommandGroup(after: .newItem) { Button("New From Clipboard") { model.paste() } }
/// }
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    /// A command group has no body.
    public typealias Body = Never
    /// A command group has no body.
    public var body: Never { fatalError("CommandGroup has no body") }

    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// Creates a group whose items replace the standard items at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .replacing, content: addition())
    }

    /// Creates a group whose items come before the standard items at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .before, content: addition())
    }

    /// Creates a group whose items come after the standard items at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .after, content: addition())
    }

    init(placement: CommandGroupPlacement, position: CommandGroupPosition, content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    var entries: [CommandEntry] { [CommandEntry(kind: .group(placement, position), content: content)] }
}
