import GtkUICore

extension RecordingBackend: TabBackend {
    /// Creates a `TabView` test widget; ``TestWidget/selectTab(_:)`` calls `onSelect` with the
    /// tab's index.
    public func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "TabView")
        widget.onSelect = onSelect
        return widget
    }

    /// Holds every page as a child, records the tabs' titles (`items`) and the shown page's
    /// index (`selectedIndex`), counting only changes.
    public func updateTabView(
        _ tabView: BackendWidget, pages: [BackendWidget], items: [TabItemDescription], selectedIndex: Int
    ) {
        let widget = tabView as! TestWidget
        if widget.children.map(ObjectIdentifier.init) != pages.map({ ObjectIdentifier($0 as! TestWidget) }) {
            setChildren(pages, of: tabView)
            statistics.recordWrite("TabView", "pages")
        }
        widget.set("items", items.map(\.title), statistics)
        widget.set("icons", items.map { $0.iconName ?? "" }, statistics)
        widget.set("selectedIndex", selectedIndex, statistics)
    }
}

extension TestWidget {
    /// The titles of a tab view's tabs, in order.
    public var tabTitles: [String] {
        precondition(kind == "TabView", "tabTitles needs a tab view, not a \(kind)")
        return properties["items"] as? [String] ?? []
    }

    /// The title of the tab shown.
    public var selectedTab: String? {
        guard let index = properties["selectedIndex"] as? Int, tabTitles.indices.contains(index) else { return nil }
        return tabTitles[index]
    }

    /// The page shown by a tab view.
    public var shownTabPage: TestWidget? {
        guard let index = properties["selectedIndex"] as? Int, children.indices.contains(index) else { return nil }
        return children[index]
    }

    /// Clicks the tab titled `title` as a person would: the tab view shows its page and reports it.
    public func selectTab(_ title: String) {
        guard let index = tabTitles.firstIndex(of: title) else {
            preconditionFailure("the tab view has no tab “\(title)”; tabs: \(tabTitles)")
        }
        properties["selectedIndex"] = index
        onSelect?(index)
    }
}

extension TestWindowChrome: TabSwitcherChrome {
    /// Records `tabView` as ``tabSwitcherOwner`` unless another tab view is there.
    public func placeTabSwitcher(of tabView: BackendWidget) -> Bool {
        guard tabSwitcherOwner == nil else { return false }
        tabSwitcherOwner = tabView as? TestWidget
        return true
    }

    /// Clears ``tabSwitcherOwner`` when it is `tabView`.
    public func removeTabSwitcher(of tabView: BackendWidget) {
        if tabSwitcherOwner === tabView as? TestWidget { tabSwitcherOwner = nil }
    }
}
