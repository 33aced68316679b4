import CGtk
import GtkUICore

extension GtkBackend: TabBackend {
    /// Creates a tab view: a row of linked tab buttons above a `GtkStack` of pages.
    public func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> BackendWidget {
        let tabs = TabViewWidget(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        tabs.setUp(onSelect: onSelect)
        return tabs
    }

    /// Adds new pages and removes old ones, rebuilds the tab buttons when the tabs changed, and
    /// shows the page at `selectedIndex` without reporting it back.
    public func updateTabView(
        _ tabView: BackendWidget, pages: [BackendWidget], items: [TabItemDescription], selectedIndex: Int
    ) {
        let tabs = tabView as! TabViewWidget
        let pages = pages.map { $0 as! Gtk.Widget }
        if tabs.pages.map(\.pointer) != pages.map(\.pointer) {
            for page in pages where !tabs.pages.contains(where: { $0.pointer == page.pointer }) {
                page.isPageRoot = true
                placePageRoot(page)
                detach(page)
                tabs.stack.addPage(page, name: "tab-\(tabs.nextPageNumber)")
                tabs.nextPageNumber += 1
            }
            for old in tabs.pages where !pages.contains(where: { $0.pointer == old.pointer }) {
                if old.parentPointer == tabs.stack.pointer { tabs.stack.removePage(old) }
            }
            tabs.pages = pages
            tabs.shownIndex = nil
            statistics.recordWrite("TabView", "pages")
        }
        if tabs.items != items {
            tabs.setItems(items)
            tabs.shownIndex = nil
            statistics.recordWrite("TabView", "items")
        }
        if tabs.shownIndex != selectedIndex {
            tabs.show(selectedIndex)
            statistics.recordWrite("TabView", "selectedIndex")
        }
    }
}

/// A tab view on GTK: a `GtkBox` holding the row of tabs (unless the window's header bar holds
/// it) and a `GtkStack` of the pages.
///
/// The tabs are linked toggle buttons showing each tab's icon and title, as GNOME's view
/// switchers do; GTK 4.8's `GtkStackSwitcher` shows only the icon when a page has one, and
/// hides the buttons of hidden pages, which rules it out here: pages not shown are hidden, so
/// that GTK 4.8 leaves them out of the accessibility tree and the focus chain.
final class TabViewWidget: Gtk.Box, CompositeControl {
    /// The row of tab buttons, a tab list for assistive technologies.
    let switcher = Gtk.Box(
        UnsafeMutableRawPointer(gtkui_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_TAB_LIST)))
    let stack = Gtk.Stack()
    var pages: [Gtk.Widget] = []
    var items: [TabItemDescription] = []
    var buttons: [Gtk.ToggleButton] = []
    /// The index of the page shown, nil until the pages and tabs were last brought in line.
    var shownIndex: Int?
    var nextPageNumber = 0
    private var onSelect: (@MainActor (Int) -> Void)?

    func setUp(onSelect: @escaping @MainActor (Int) -> Void) {
        self.onSelect = onSelect
        flexibility = (true, true)
        switcher.addCSSClass("linked")
        switcher.addCSSClass("gtkui-tab-switcher")
        switcher.horizontalAlignment = GTK_ALIGN_CENTER
        switcher.margins = (6, 6, 6, 6)
        stack.expandsHorizontally = true
        stack.expandsVertically = true
        append(switcher)
        append(stack)
    }

    /// Whether the row of tabs is above the pages (not in the window's header bar).
    var holdsSwitcher: Bool { switcher.parentPointer == pointer }

    /// Takes the row of tabs back from the header bar, above the pages.
    func restoreSwitcher() {
        guard !holdsSwitcher else { return }
        switcher.margins = (6, 6, 6, 6)
        insert(switcher, after: nil)
    }

    /// Replaces the tab buttons with one per item, in a group where one is pressed.
    func setItems(_ newItems: [TabItemDescription]) {
        for button in buttons {
            button.disconnectAllSignals()
            switcher.remove(button)
        }
        items = newItems
        buttons = newItems.enumerated().map { index, item in
            // A tab for assistive technologies, which announce it as one of the list's tabs.
            let button = Gtk.ToggleButton(
                UnsafeMutableRawPointer(
                    gtkui_widget_new_with_role(gtk_toggle_button_get_type(), GTK_ACCESSIBLE_ROLE_TAB)))
            button.setChild(Self.content(for: item))
            button.setAccessibleLabel(item.accessibleName)
            button.recordedAccessibleLabel = item.accessibleName
            if item.title.isEmpty { button.tooltip = item.accessibleName }
            return button
        }
        for (index, button) in buttons.enumerated() {
            if index > 0 { button.join(groupOf: buttons[0]) }
            switcher.append(button)
            button.connect("toggled") { [weak self, weak button] in
                guard let self, let button, button.isActive else { return }
                self.userChose(index)
            }
        }
    }

    /// Shows page `index` and presses its tab, reporting nothing.
    func show(_ index: Int) {
        guard pages.indices.contains(index) else { return }
        let page = pages[index]
        page.isVisible = true
        if let name = pageName(of: page) { stack.showPage(named: name, transition: GTK_STACK_TRANSITION_TYPE_NONE) }
        // Pages not shown are hidden: GTK 4.8 exposes a stack's covered pages to screen readers.
        for other in pages where other.pointer != page.pointer && other.isVisible { other.isVisible = false }
        if buttons.indices.contains(index), !buttons[index].isActive {
            let buttons = self.buttons
            func pressing(_ rest: ArraySlice<Gtk.ToggleButton>) {
                guard let first = rest.first else { return buttons[index].isActive = true }
                first.withSignalsBlocked { pressing(rest.dropFirst()) }
            }
            pressing(buttons[...])
        }
        // Screen readers announce a tab list's shown tab as its selected one.
        for (position, button) in buttons.enumerated() {
            gtkui_accessible_set_selected(button.pointer, position == index ? 1 : 0)
        }
        shownIndex = index
    }

    private func userChose(_ index: Int) {
        guard index != shownIndex else { return }
        show(index)
        onSelect?(index)
    }

    private func pageName(of page: Gtk.Widget) -> String? {
        guard let stackPage = gtk_stack_get_page(gtkui_stack(stack.pointer), gtkui_widget(page.pointer)) else {
            return nil
        }
        return String(validatingCString: gtk_stack_page_get_name(stackPage))
    }

    /// A tab's content: its icon and title in a row, or whichever it has.
    private static func content(for item: TabItemDescription) -> Gtk.Widget {
        iconAndTitle(title: item.title, iconName: item.iconName, accessibleName: item.accessibleName)
    }

    func disconnectInnerSignals() {
        for button in buttons { button.disconnectAllSignals() }
        onSelect = nil
    }
}
