/// Turns ``TabView``s into a toolkit's tabbed pages.
///
/// Design notes:
/// - The view graph mounts every page and keeps it mounted, so a page's state survives
///   switching tabs; the backend holds all pages and shows one.
/// - Pages not shown are hidden from keyboard focus and assistive technologies, not just
///   covered: a screen reader must not read the other tabs.
/// - ``updateTabView(_:pages:items:selectedIndex:)`` writes only what differs, recording each
///   write in ``Backend/statistics``, and switches pages from code without calling `onSelect`;
///   a person's click on a tab shows its page and reaches `onSelect` once.
/// - The row of tabs sits above the pages until a ``TabSwitcherChrome`` (the window) takes it
///   into its title bar with ``TabSwitcherChrome/placeTabSwitcher(of:)``.
/// - Reached through `graph.backend as? any TabBackend`; a backend without tabs shows the first
///   page alone and reports it.
///
/// ```swift
/// let tabs = backend.makeTabView { index in selection = tags[index] }
/// backend.updateTabView(tabs, pages: [inbox, settings],
///     items: [TabItemDescription(title: "Inbox", iconName: "mail-inbox-symbolic")], selectedIndex: 0)
/// ```
@MainActor
public protocol TabBackend: Backend {
    /// Creates an empty tab view that reports the index of the tab a person chooses.
    func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget
    /// Holds `pages` (in order, one per item) and shows the page at `selectedIndex`.
    func updateTabView(
        _ tabView: BackendWidget, pages: [BackendWidget], items: [TabItemDescription], selectedIndex: Int)
}

/// What one tab of a ``TabView`` shows, resolved from its `.tabItem` label.
public struct TabItemDescription: Hashable, Sendable {
    /// The tab's title; empty for an icon-only tab.
    public var title: String
    /// The icon-theme name of the tab's icon, if it shows one.
    public var iconName: String?
    /// What screen readers announce for the tab: its title, or its icon's name.
    public var accessibleName: String

    /// Describes a tab.
    public init(title: String, iconName: String? = nil, accessibleName: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.accessibleName = accessibleName ?? title
    }
}

/// A window whose title bar can show a tab view's row of tabs, as GNOME apps show their view
/// switcher in the header bar.
///
/// A window shows one tab view's tabs at a time; the tab view that fills the window asks
/// first. Kept apart from ``WindowChrome`` so each title-bar feature adds its own protocol.
@MainActor
public protocol TabSwitcherChrome: AnyObject {
    /// Moves `tabView`'s row of tabs into the title bar, in place of the title; returns false
    /// when the title bar already shows another tab view's tabs.
    func placeTabSwitcher(of tabView: BackendWidget) -> Bool
    /// Gives the title bar back to the title and the row of tabs back to `tabView`.
    func removeTabSwitcher(of tabView: BackendWidget)
}
