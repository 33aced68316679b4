/// A window whose title bar shows toolbar items: GNOME's header bar, or a test double.
///
/// The view graph reaches it as `environment.windowChrome as? any ToolbarChrome`. It decides
/// *which* items are shown (those of the visible navigation page, of each sheet) and calls
/// ``showToolbarItems(_:inSheet:)`` only when that list changes; the chrome knows *how* to
/// place the widgets in its title bar.
@MainActor
public protocol ToolbarChrome: AnyObject {
    /// Shows `items`, in reading order at each position, in the title bar of the window, or of `sheet` (a value that
    /// ``WindowChrome/presentSheet(_:onDismiss:)`` returned) when given, replacing the items
    /// it showed there before. An empty list removes them all.
    func showToolbarItems(_ items: [ToolbarChromeItem], inSheet sheet: AnyObject?)
    /// Shows `title` in the title bar of `sheet` (a value that
    /// ``WindowChrome/presentSheet(_:onDismiss:)`` returned): a navigation stack's title inside
    /// the sheet. An empty title shows none.
    func showTitle(_ title: String, inSheet sheet: AnyObject)
}

/// One widget for a title bar, with where it goes and how it is drawn.
public struct ToolbarChromeItem {
    /// Where in the title bar a widget goes.
    public enum Position: Hashable, Sendable {
        /// The leading end.
        case start
        /// The trailing end.
        case end
        /// The centre, in place of the title.
        case center
    }

    /// The item's widget, made by the backend for the item's view.
    public let widget: BackendWidget
    /// Where it goes.
    public let position: Position
    /// How it is drawn.
    public let emphasis: ToolbarItemEmphasis
    /// Whether it is the app's main menu button, which goes after every other item.
    var isMainMenu = false

    /// Creates an item.
    public init(widget: BackendWidget, position: Position, emphasis: ToolbarItemEmphasis) {
        self.widget = widget
        self.position = position
        self.emphasis = emphasis
    }

    /// Whether two items show the same widget the same way.
    func isSame(as other: ToolbarChromeItem) -> Bool {
        widget === other.widget && position == other.position && emphasis == other.emphasis
    }
}
