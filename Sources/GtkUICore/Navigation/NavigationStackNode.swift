/// Renders a navigation stack: the root page, pages pushed by links and by values, and the
/// title bar.
///
/// The path binding (or, without one, the stack's own list of value pages) is the source of
/// truth for value pages: a change from code pushes or pops pages; a link or the back button
/// changes the pages first and then writes the path once, so the write finds nothing to do.
@MainActor
final class NavigationStackNode: ViewNode {
    private var widget: BackendWidget?
    private(set) var pages: [PageNode] = []
    private var pathBinding: NavigationPathBinding?
    let destinations = NavigationDestinationRegistry()

    override var hostWidgets: [BackendWidget] { widget.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { pages }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        if widget == nil {
            widget = graph.backend.makeNavigationStack()
            graph.statistics.recordWidgetCreated()
        }
        let stack = view as! NavigationStackRepresentable
        pathBinding = stack.pathBinding
        if pages.isEmpty { pages.append(makePage()) }
        pages[0].show(stack.rootView, environment: pageEnvironment(for: pages[0], from: environment))
        applyPath()
        syncPages()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        if applyPath() { syncPages() }
    }

    private func makePage() -> PageNode {
        let page = PageNode(graph: graph)
        page.parent = self
        page.depth = depth + 1
        page.viewType = PageNode.self
        page.onChromeChange = { [weak self] in self?.syncChrome() }
        return page
    }

    private func pageEnvironment(for page: PageNode, from environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.navigationContext = self
        environment.navigationPage = page
        if page !== pages.first {
            if page.dismissAction == nil {
                page.dismissAction = DismissAction { [weak self, weak page] in
                    if let self, let page { self.pop(through: page, userInitiated: true) }
                }
            }
            environment.dismiss = page.dismissAction!
        }
        return environment
    }

    /// The number of pushed pages above the root.
    var pushedCount: Int { pages.count - 1 }

    /// The values of the value pages, bottom first.
    var shownValues: [AnyHashable] { pages.compactMap(\.value) }

    // MARK: Pushing and popping

    /// Pushes a page showing `destination`, which inherits `environment` from its link.
    @discardableResult
    func push(_ destination: any View, environment: EnvironmentValues, value: AnyHashable? = nil) -> PageNode {
        let page = makePage()
        page.value = value
        pages.append(page)
        page.show(destination, environment: pageEnvironment(for: page, from: environment))
        graph.statistics.recordStructuralChange()
        syncPages()
        return page
    }

    /// Pushes a page for `value` (a `NavigationLink(value:)` was used) and appends it to the path.
    func push(value: AnyHashable, from linkPath: String) {
        if let pathBinding, !pathBinding.accepts(value) {
            Diagnostics.emit(
                "NavigationLink(value:) in \(linkPath) pushes a \(type(of: value.base)), but the NavigationStack's "
                    + "path holds \(pathBinding.elementTypeName) values; nothing was pushed. Use a NavigationPath "
                    + "binding to mix types, or a link value of type \(pathBinding.elementTypeName).")
            return
        }
        pushValuePage(value)
        pathBinding?.set(shownValues)
    }

    private func pushValuePage(_ value: AnyHashable) {
        if let (view, environment) = destinations.destination(for: value) {
            push(view, environment: environment, value: value)
            return
        }
        let typeName = "\(type(of: value.base))"
        Diagnostics.emitOnce(
            "NavigationStack in \(viewPath): a \(typeName) value (\(value.base)) was pushed, but no "
                + ".navigationDestination(for: \(typeName).self) is declared inside the stack; showing an empty "
                + "page. Add .navigationDestination(for: \(typeName).self) { value in … } to a view in the stack.")
        push(EmptyView(), environment: environment, value: value)
    }

    /// Pops the top page (the back button, Escape, Alt+Left).
    func pop() {
        guard pages.count > 1, let top = pages.last else { return }
        pop(through: top, userInitiated: true)
    }

    /// Pops `page` and every page above it, then writes the path once if value pages left.
    ///
    /// - Parameter userInitiated: Whether a person (or `dismiss`) popped, rather than the
    ///   presentation's own binding; popped pages then tell their presenters.
    func pop(through page: PageNode, userInitiated: Bool) {
        guard isMounted, let index = pages.firstIndex(where: { $0 === page }), index > 0 else { return }
        let popped = pages[index...]
        pages.removeSubrange(index...)
        let valuesChanged = popped.contains { $0.value != nil }
        for page in popped.reversed() {
            page.unmount()
            if userInitiated { page.onUserPop?() }
        }
        graph.statistics.recordStructuralChange()
        syncPages()
        if valuesChanged { pathBinding?.set(shownValues) }
    }

    /// Brings the value pages in line with the path; returns whether any page changed.
    @discardableResult
    private func applyPath() -> Bool {
        guard let pathBinding else { return false }
        let wanted = trackingReads { pathBinding.get() }
        let shown = shownValues
        var common = 0
        while common < min(shown.count, wanted.count), shown[common] == wanted[common] { common += 1 }
        guard common < shown.count || common < wanted.count else { return false }
        if common < shown.count {
            // Keep the pages up to the last value both paths share; pop the rest.
            var seen = 0
            let firstPopped = pages.indices.dropFirst().first { index in
                if pages[index].value != nil { seen += 1 }
                return seen > common
            }
            if let firstPopped {
                for page in pages[firstPopped...].reversed() { page.unmount() }
                pages.removeSubrange(firstPopped...)
                graph.statistics.recordStructuralChange()
            }
        }
        for value in wanted[common...] { pushValuePage(value) }
        return true
    }

    /// Shows value pages of a type again after its destination was declared or changed.
    func refreshPages(showing valueType: ObjectIdentifier) {
        for page in pages where page.value.map({ ObjectIdentifier(type(of: $0.base)) }) == valueType {
            guard let value = page.value, let (view, environment) = destinations.destination(for: value) else {
                continue
            }
            page.show(view, environment: pageEnvironment(for: page, from: environment))
        }
    }

    private func syncPages() {
        guard let widget else { return }
        graph.backend.updateNavigationStack(widget, pages: pages.compactMap(\.container))
        syncChrome()
    }

    private func syncChrome() {
        // The top page changed: its toolbar items replace those of the page below.
        (environment.sheetToolbarScope ?? graph.windowToolbarScope).refresh()
        guard let chrome = environment.windowChrome else { return }
        if environment.sheetToolbarScope == nil {
            graph.windowTitleScope.register(self)
            graph.windowTitleScope.refresh(chrome)
        } else {
            // A sheet's title bar is its own.
            environment.sheetToolbarScope?.showSheetTitle(windowTitle ?? "")
        }
        // In a split view's column the split view shares the back button with this stack.
        if let splitView = splitView {
            splitView.stackChanged(self, inColumn: environment.splitViewColumn?.index ?? 0)
            return
        }
        if pages.count > 1, pages.last?.isBackButtonHidden == false {
            chrome.setBackButton(visible: true) { [weak self] in self?.pop() }
        } else {
            chrome.setBackButton(visible: false, action: nil)
        }
    }

    override func hostWidgetsDidChange() {}

    /// The split view whose column this stack is in, outside any sheet.
    private var splitView: NavigationSplitViewNode? {
        environment.sheetToolbarScope == nil ? environment.splitViewColumn?.splitView.value : nil
    }

    override func unmount() {
        let splitView = self.splitView
        if pages.count > 1, splitView == nil { environment.windowChrome?.setBackButton(visible: false, action: nil) }
        super.unmount()
        graph.windowTitleScope.unregister(self)
        graph.windowTitleScope.refresh(environment.windowChrome)
        splitView?.stackChanged(self, inColumn: environment.splitViewColumn?.index ?? 0)
        if let widget {
            graph.backend.discard(widget)
            graph.statistics.recordWidgetDestroyed()
        }
        pages.removeAll()
        widget = nil
    }
}

extension NavigationStackNode: WindowTitleSource {
    /// The top titled page's title: a pushed page without a title of its own keeps the title
    /// of the page below.
    var windowTitle: String? { pages.last(where: { $0.title != nil })?.title }
}
