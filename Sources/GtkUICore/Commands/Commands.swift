/// Items for the app's main menu, added to a scene with ``Scene/commands(content:)``.
///
/// On GNOME the main menu is the primary menu button (☰) at the end of each window's header
/// bar. ``CommandMenu``s become its submenus and ``CommandGroup``s its sections, placed by
/// their ``CommandGroupPlacement``. Conform your own type to reuse a set of commands; its
/// ``body`` is built with ``CommandsBuilder``.
///
/// ```swift
/// struct ViewCommands: Commands {
///     let model: ViewerModel
///     var body: some Commands {
///         CommandMenu("View") {
///             Button("Zoom In") { model.zoom += 1 }.keyboardShortcut("+")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this one's body returns.
    associatedtype Body: Commands

    /// The commands this one stands for.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Commands that add nothing to the menu.
///
/// ```swift
/// var body: some Commands { showsDebug ? AnyDebugCommands() : EmptyCommands() }
/// ```
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// Empty commands have no body.
    public typealias Body = Never
    /// Empty commands have no body.
    public var body: Never { fatalError("EmptyCommands has no body") }

    /// Creates commands that add nothing.
    public init() {}

    var entries: [CommandEntry] { [] }
}

/// Commands that list their entries themselves instead of having a body.
@MainActor
protocol PrimitiveCommands {
    /// This one's menus and groups, in order.
    var entries: [CommandEntry] { get }
}

/// Where a ``CommandGroup`` goes relative to its placement's standard items.
enum CommandGroupPosition: Hashable, Sendable {
    case before, replacing, after
}

/// One piece of the main menu: a named submenu, or a group of items at a placement.
struct CommandEntry {
    /// What the entry adds.
    enum Kind {
        /// A ``CommandMenu``: a submenu named `name`.
        case menu(name: String)
        /// A ``CommandGroup``: items at `placement`.
        case group(CommandGroupPlacement, CommandGroupPosition)
    }

    let kind: Kind
    /// The items, as views the menu reads (see ``MenuContent``).
    let content: any View
}

/// The menus and groups `commands` stands for, in order: a primitive's own, or its body's.
@MainActor
func commandEntries(of commands: some Commands) -> [CommandEntry] {
    (commands as? PrimitiveCommands)?.entries ?? commandEntries(of: commands.body)
}

/// Several commands, from a ``CommandsBuilder`` block.
public struct _TupleCommands: Commands, PrimitiveCommands {
    /// Tuples have no body.
    public typealias Body = Never
    /// Tuples have no body.
    public var body: Never { fatalError("_TupleCommands has no body") }
    let parts: [any Commands]

    var entries: [CommandEntry] { parts.flatMap { commandEntries(of: $0) } }
}

/// Builds commands from a block of ``CommandMenu``s and ``CommandGroup``s.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One piece of content, as it is.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands {
        var parts: [any Commands] = []
        for part in repeat each content { parts.append(part) }
        return _TupleCommands(parts: parts)
    }

    /// Commands added only when an `if` holds.
    public static func buildOptional(_ content: (any Commands)?) -> _TupleCommands {
        _TupleCommands(parts: content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first content: any Commands) -> _TupleCommands {
        _TupleCommands(parts: [content])
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second content: any Commands) -> _TupleCommands {
        _TupleCommands(parts: [content])
    }

    /// Commands in an `if #available` block.
    public static func buildLimitedAvailability(_ content: any Commands) -> _TupleCommands {
        _TupleCommands(parts: [content])
    }
}
