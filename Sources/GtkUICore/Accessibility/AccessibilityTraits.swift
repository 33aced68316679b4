/// What kind of element a view is for assistive technologies, added with
/// `.accessibilityAddTraits(_:)` and taken away with `.accessibilityRemoveTraits(_:)`.
///
/// On GTK 4.8 a widget's role is fixed when it is made, so the traits that change what an
/// element *is* apply where GtkUI makes the widget: `.isHeader` makes a `Text` a heading. The
/// traits that are states apply to any view: `.isSelected` (the `selected` state) and `.isModal`
/// (the `modal` property). The others are accepted and not exposed; the README lists which.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content into sections: a `Text` becomes a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Currently selected: the `selected` state.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Static text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// Summary information shown when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Hides the rest of the window from assistive technologies: the `modal` property.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
