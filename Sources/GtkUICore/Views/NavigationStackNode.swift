/// Renders a navigation stack: the root page and pages pushed by links, and the title bar.
@MainActor
final class NavigationStackNode: ViewNode {
    private var widget: BackendWidget?
    private var pages: [PageNode] = []

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
        let root = Mirror(reflecting: view).children.first!.value as! any View
        if pages.isEmpty { pages.append(makePage()) }
        pages[0].show(root, environment: pageEnvironment(for: pages[0]))
        syncPages()
    }

    private func makePage() -> PageNode {
        let page = PageNode(graph: graph)
        page.parent = self
        page.depth = depth + 1
        page.viewType = PageNode.self
        page.onTitleChange = { [weak self] in self?.syncChrome() }
        return page
    }

    private func pageEnvironment(for page: PageNode) -> EnvironmentValues {
        var environment = self.environment
        environment.navigationContext = self
        environment.navigationPage = page
        return environment
    }

    /// Pushes a page showing `destination`, which inherits `environment` from its link.
    func push(_ destination: any View, environment: EnvironmentValues) -> PageNode {
        let page = makePage()
        pages.append(page)
        var environment = environment
        environment.navigationContext = self
        environment.navigationPage = page
        page.show(destination, environment: environment)
        graph.statistics.recordStructuralChange()
        syncPages()
        return page
    }

    /// Pops the top page, if any page is pushed.
    func pop() {
        guard pages.count > 1 else { return }
        pages.removeLast().unmount()
        graph.statistics.recordStructuralChange()
        syncPages()
    }

    /// The number of pushed pages above the root.
    var pushedCount: Int { pages.count - 1 }

    private func syncPages() {
        guard let widget else { return }
        graph.backend.updateNavigationStack(widget, pages: pages.compactMap(\.container))
        syncChrome()
    }

    private func syncChrome() {
        guard let chrome = environment.windowChrome else { return }
        // A pushed page without a title of its own keeps the root page's title.
        chrome.setTitle(pages.last?.title ?? pages.first?.title ?? "")
        if pages.count > 1 {
            chrome.setBackButton(visible: true) { [weak self] in self?.pop() }
        } else {
            chrome.setBackButton(visible: false, action: nil)
        }
    }

    override func hostWidgetsDidChange() {}

    override func unmount() {
        if pages.count > 1 { environment.windowChrome?.setBackButton(visible: false, action: nil) }
        super.unmount()
        if let widget { graph.backend.discard(widget) }
        pages.removeAll()
        widget = nil
    }
}

/// One page of a navigation stack: a centered column holding the page's content.
@MainActor
final class PageNode: ContainerNode {
    private(set) var title: String?
    var onTitleChange: (() -> Void)?

    func show(_ view: any View, environment: EnvironmentValues) {
        update(view, environment: environment)
    }

    func setTitle(_ title: String) {
        guard title != self.title else { return }
        self.title = title
        onTitleChange?()
    }

    override func makeContainer() -> BackendWidget { graph.backend.makeStack(axis: .vertical) }
    override func configure(_ container: BackendWidget, with view: any View) {
        graph.backend.updateStack(container, spacing: defaultStackSpacing, alignment: .center)
    }
    override func contentView(of view: any View) -> any View { view }
}

/// Renders a ``NavigationLink``: a button that pushes its destination and keeps the pushed
/// page up to date while it is shown.
@MainActor
final class NavigationLinkNode: ButtonNode {
    private weak var pushedPage: PageNode?
    private var destination: (any View)?

    override func configure(_ container: BackendWidget, with view: any View) {
        super.configure(container, with: view)
        destination = Mirror(reflecting: view).children.first { $0.label == "destination" }?.value as? any View
        if let pushedPage, pushedPage.isMounted, let destination {
            pushedPage.show(destination, environment: pushedPage.environment)
        }
    }

    override func activate() {
        guard let destination else { return }
        guard let context = environment.navigationContext else {
            Diagnostics.emit(
                "NavigationLink in \(viewPath) is not inside a NavigationView or NavigationStack; nothing to push onto."
            )
            return
        }
        pushedPage = context.push(destination, environment: environment)
    }
}

// Nodes are held weakly: the environment is stored in every descendant node.
private struct NavigationContextKey: EnvironmentKey {
    static let defaultValue = WeakReference<NavigationStackNode>(nil)
}

private struct NavigationPageKey: EnvironmentKey {
    static let defaultValue = WeakReference<PageNode>(nil)
}

extension EnvironmentValues {
    var navigationContext: NavigationStackNode? {
        get { self[NavigationContextKey.self].value }
        set { self[NavigationContextKey.self] = WeakReference(newValue) }
    }

    var navigationPage: PageNode? {
        get { self[NavigationPageKey.self].value }
        set { self[NavigationPageKey.self] = WeakReference(newValue) }
    }
}
