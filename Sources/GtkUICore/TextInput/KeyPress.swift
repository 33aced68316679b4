/// A key the user pressed, repeated or let go of, passed to an `.onKeyPress` action.
///
/// On Linux, Ctrl is reported as `.command` (as keyboard shortcuts read it), Super as
/// `.control`, Alt as `.option`.
///
/// ```swift
/// List(items) { Text($0.name) }
///     .onKeyPress(.delete) { removeSelection(); return .handled }
/// ```
public struct KeyPress: Sendable, Hashable {
    /// Which parts of a key press an action wants: the press, its auto-repeats, the release.
    public struct Phases: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int

        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key going down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeating while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key coming up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with a key press.
    public enum Result: Sendable, Hashable {
        /// The action used the key; it goes no further (the focused field does not type it).
        case handled
        /// The action did not use the key; enclosing actions and then the focused control get it.
        case ignored
    }

    /// The phase of this event.
    public let phase: Phases
    /// The key: a named key (`.return`, `.upArrow`, …) or the character the key types without
    /// Shift (`"a"` for both a and A).
    public let key: KeyEquivalent
    /// The text the key types with the modifiers held (`"A"` with Shift), empty for keys that
    /// type nothing.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// Describes a key event; backends create these from the toolkit's key events.
    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}
