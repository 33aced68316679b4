/// A key of the keyboard, for ``KeyboardShortcut``: a character (`"s"`, `"1"`) or one of the
/// named keys.
///
/// Letters match either case: `"S"` is the same key as `"s"`; add `.shift` to the modifiers to
/// require Shift. On Linux `.delete` is Backspace (the Mac's Delete key) and `.deleteForward`
/// is Delete.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for; named keys use the characters SwiftUI gives them.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key that types the literal's character: `.keyboardShortcut("s")`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace: the key that deletes backwards, called Delete on a Mac.
    public static let delete = KeyEquivalent("\u{7F}")
    /// Delete: the key that deletes forwards.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (on a numeric keypad).
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys held with a key, for ``KeyboardShortcut``.
///
/// On Linux `.command` is Ctrl (what Linux apps use where a Mac uses ⌘) and `.option` is Alt;
/// `.control` is Ctrl too, or the Super key when `.command` is also given, so that the two
/// stay different shortcuts. `.capsLock`, `.numericPad` and `.function` are ignored.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control: Ctrl (Super when combined with `.command`).
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option: Alt.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command: Ctrl.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Fn key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

/// A key and modifiers that activate a button, set with `.keyboardShortcut(_:)`.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s", modifiers: .command)  // Ctrl+S
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)          // Return
/// Button("Cancel", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)  // Escape
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// Whether a shortcut follows the keyboard layout; accepted for SwiftUI compatibility, GTK
    /// matches the key the layout types.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// The default.
        public static let automatic = Localization(name: "automatic")
        /// Never mirrored for right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// As written, on every layout.
        public static let custom = Localization(name: "custom")
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How the shortcut follows the keyboard layout.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (Ctrl on Linux by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// A shortcut of `key` with `modifiers`, localized as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the window's default button, which also gets the prominent (`suggested-action`)
    /// look.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Shortcuts compare by key and modifiers; the localization is not part of the key press.
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
    }

    /// Hashes the key and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers)
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut the buttons in this view answer to, set with `.keyboardShortcut(_:)`; a
    /// button's label does not inherit it.
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Activates the buttons in this view when `key` is pressed with `modifiers` (by default
    /// `.command`, which is Ctrl on Linux) anywhere in the window, as long as the button is
    /// shown and enabled. The shortcut goes when the button leaves the view.
    ///
    /// ```swift
    /// Button("New Note") { addNote() }.keyboardShortcut("n")
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Activates the buttons in this view when `key` is pressed with `modifiers`.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Activates the buttons in this view with `shortcut`; `.defaultAction` (Return) also gives
    /// the button the prominent look of a window's default button.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Activates the buttons in this view with `shortcut`; nil removes a shortcut set above.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.keyboardShortcut, shortcut)
    }
}
