/// Renders a ``TabView``: a mounted page per tab, the row of tabs, and the selection.
///
/// The selection binding (or, without one, the node's own index) is the source of truth: a
/// change from code re-renders this node alone and switches pages; a click on a tab is shown
/// by the backend first and then written to the binding once, so the write finds nothing to do.
@MainActor
final class TabViewNode<SelectionValue: Hashable>: ViewNode, TabViewPages {
    private var widget: BackendWidget?
    private var pages: [PaneNode] = []
    private var items: [TabItemDescription] = []
    private var values: [SelectionValue?] = []
    private var binding: Binding<SelectionValue>?
    /// The tab shown when the tab view keeps its own selection.
    private var ownIndex = 0
    private weak var switcherChrome: (any TabSwitcherChrome)?

    private var backend: (any TabBackend)? { graph.backend as? any TabBackend }

    override var hostWidgets: [BackendWidget] { widget.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { pages }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let tabView = view as! any TabViewRepresentable<SelectionValue>
        binding = tabView.selectionBinding
        let entries = TabEntries.collect(from: tabView.pagesContent)
        let widget = self.widget ?? makeWidget()
        reconcilePages(with: entries)
        values = entries.map { $0.row.value(as: SelectionValue.self) }
        items = entries.map { entry in
            let summary =
                entry.label.map { ControlLabelSummary($0, in: environment) }
                ?? ControlLabelSummary(EmptyView(), in: environment)
            return TabItemDescription(
                title: summary.text, iconName: summary.iconName, accessibleName: summary.accessibleName ?? "")
        }
        reportUntitledTabs()
        if switcherChrome == nil, environment.tabSwitcherMayUseTitleBar, backend != nil,
            let chrome = environment.windowChrome as? any TabSwitcherChrome, chrome.placeTabSwitcher(of: widget)
        {
            switcherChrome = chrome
        }
        showSelection()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        showSelection()
    }

    private func makeWidget() -> BackendWidget {
        let made: BackendWidget
        if let backend {
            made = backend.makeTabView { [weak self] index in self?.userChose(index) }
        } else {
            Diagnostics.emitOnce(
                "TabView in \(viewPath): \(type(of: graph.backend)) has no tabs (TabBackend), so only the selected "
                    + "page is shown. Use a backend that conforms to TabBackend.")
            made = graph.backend.makeStack(axis: .vertical)
        }
        widget = made
        graph.statistics.recordWidgetCreated()
        return made
    }

    /// Keeps each page's node while its identity (tag, `ForEach` id or position) stays.
    private func reconcilePages(with entries: [TabEntry]) {
        var existing: [AnyHashable: PaneNode] = [:]
        for (index, page) in pages.enumerated() { existing[page.identity ?? AnyHashable(index)] = page }
        var kept: [PaneNode] = []
        for (index, entry) in entries.enumerated() {
            let key = entry.identity ?? AnyHashable(index)
            let page = existing.removeValue(forKey: key) ?? makePage()
            page.identity = entry.identity
            page.update(entry.view, environment: environment)
            kept.append(page)
        }
        for page in existing.values { page.unmount() }
        if !pages.isEmpty, kept.map(ObjectIdentifier.init) != pages.map(ObjectIdentifier.init) {
            graph.statistics.recordStructuralChange()
        }
        pages = kept
    }

    private func makePage() -> PaneNode {
        let page = PaneNode.make(in: self)
        // A tab view inside a page keeps its tabs above its own pages.
        page.adjustEnvironment = { $0.tabSwitcherMayUseTitleBar = false }
        return page
    }

    /// The index of the page to show: the one tagged with the binding's value, else the own one.
    private func selectedIndex() -> Int {
        guard let binding else { return min(ownIndex, max(pages.count - 1, 0)) }
        let selection = trackingReads { binding.wrappedValue }
        if let index = values.firstIndex(where: { $0 == selection }) { return index }
        if !pages.isEmpty {
            Diagnostics.emitOnce(
                "TabView in \(viewPath): the selection \(selection) matches no tab's tag, so the first tab is shown. "
                    + "Tag each page with .tag(_:) of type \(SelectionValue.self), or set the selection to one of "
                    + "those tags.")
        }
        return 0
    }

    /// The page shown now, whose toolbar items the title bar shows.
    private(set) var shownPage: PaneNode?

    private func showSelection() {
        guard let widget else { return }
        let index = selectedIndex()
        let shown = pages.indices.contains(index) ? pages[index] : nil
        if shown !== shownPage {
            shownPage = shown
            // The shown tab changed: its toolbar items replace the other tab's.
            (environment.sheetToolbarScope ?? graph.windowToolbarScope).refresh()
            graph.windowTitleScope.refresh(environment.windowChrome)
        }
        let containers = pages.compactMap(\.container)
        if let backend {
            backend.updateTabView(widget, pages: containers, items: items, selectedIndex: index)
        } else {
            graph.backend.setChildren(containers.indices.contains(index) ? [containers[index]] : [], of: widget)
        }
    }

    /// A person chose the tab at `index`, which the backend already shows.
    private func userChose(_ index: Int) {
        guard pages.indices.contains(index) else { return }
        ownIndex = index
        if pages[index] !== shownPage {
            shownPage = pages[index]
            (environment.sheetToolbarScope ?? graph.windowToolbarScope).refresh()
            graph.windowTitleScope.refresh(environment.windowChrome)
        }
        guard let binding else { return }
        guard let value = values[index] else {
            Diagnostics.emitOnce(
                "TabView in \(viewPath): the tab “\(items[index].accessibleName)” has no .tag of type "
                    + "\(SelectionValue.self), so choosing it cannot change the selection and the selected tab stays. "
                    + "Add .tag(_:) with a \(SelectionValue.self) value to the page.")
            showSelection()
            return
        }
        binding.wrappedValue = value
    }

    private func reportUntitledTabs() {
        guard let index = items.firstIndex(where: { $0.accessibleName.isEmpty }) else { return }
        Diagnostics.emitOnce(
            "TabView in \(viewPath): tab \(index + 1) has no .tabItem label, so its tab is blank and has no name for "
                + "screen readers. Add .tabItem { Label(\"Name\", systemImage: \"…\") } to the page.")
    }

    override func hostWidgetsDidChange() {}

    override func unmount() {
        if let widget, let switcherChrome { switcherChrome.removeTabSwitcher(of: widget) }
        switcherChrome = nil
        super.unmount()
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        pages.removeAll()
        widget = nil
    }
}
