import GtkUI

/// Switching the tabs of a `TabView` as a person does: by clicking a tab in the window's header
/// bar, or in the row of tabs above a tab view's pages.
///
/// ```swift
/// let host = try GtkTestHost(ContentView())
/// #expect(host.tabs == ["Inbox", "Sent"])
/// try host.selectTab("Sent")
/// #expect(host.selectedTab == "Sent")
/// ```
extension GtkTestHost {
    /// The rows of tabs on screen, the header bar's first.
    public var tabSwitchers: [Gtk.Widget] {
        let shown = allWidgets.filter { $0.isMapped && $0.hasCSSClass("gtkui-tab-switcher") }
        let header = windowHost.tabSwitcher
        return shown.filter { $0.pointer == header?.pointer } + shown.filter { $0.pointer != header?.pointer }
    }

    /// The titles of the tabs (or, for an icon-only tab, the names screen readers read) of the
    /// `index`th row of tabs on screen; the header bar's comes first.
    public func tabs(_ index: Int = 0) -> [String] {
        guard tabSwitchers.indices.contains(index) else { return [] }
        return tabButtons(of: tabSwitchers[index]).map { $0.recordedAccessibleLabel ?? "" }
    }

    /// The titles of the first row of tabs on screen (the header bar's, when it has one).
    public var tabs: [String] { tabs(0) }

    /// The title of the pressed tab in the `index`th row of tabs on screen.
    public func selectedTab(_ index: Int = 0) -> String? {
        guard tabSwitchers.indices.contains(index) else { return nil }
        return tabButtons(of: tabSwitchers[index]).first { $0.asToggleButton?.isActive == true }?
            .recordedAccessibleLabel
    }

    /// The title of the pressed tab in the first row of tabs on screen.
    public var selectedTab: String? { selectedTab(0) }

    /// Clicks the tab titled `title` in the `index`th row of tabs on screen, and settles.
    ///
    /// - Throws: When no such row or tab is on screen.
    public func selectTab(_ title: String, in index: Int = 0) throws {
        guard tabSwitchers.indices.contains(index) else {
            throw TestHostError("no row of tabs \(index) on screen; \(tabSwitchers.count) shown")
        }
        let buttons = tabButtons(of: tabSwitchers[index])
        guard let button = buttons.first(where: { $0.recordedAccessibleLabel == title }) else {
            throw TestHostError("no tab “\(title)”; tabs: \(tabs(index))")
        }
        precondition(button.isMapped && button.isEffectivelySensitive, "cannot click a tab that is not shown")
        button.emit("clicked")
        waitUntilIdle()
    }

    private func tabButtons(of switcher: Gtk.Widget) -> [Gtk.Widget] {
        switcher.children.filter { $0.asToggleButton != nil }
    }
}
