/// One page of a navigation stack (or a sheet): a centered column holding the page's content.
@MainActor
final class PageNode: ContainerNode {
    private(set) var title: String?
    private(set) var isBackButtonHidden = false
    /// The path value this page shows, for pages pushed by value.
    var value: AnyHashable?
    /// Runs when the title or the back button's visibility changes.
    var onChromeChange: (() -> Void)?
    /// What `dismiss` does on this page, made once so the page's environment stays the same.
    var dismissAction: DismissAction?
    /// Runs when a person (or `dismiss`) pops this page, so its presenter can update its binding.
    var onUserPop: (() -> Void)?

    func show(_ view: any View, environment: EnvironmentValues) {
        update(view, environment: environment)
    }

    func setTitle(_ title: String) {
        guard title != self.title else { return }
        self.title = title
        if isMounted { onChromeChange?() }
    }

    func setBackButtonHidden(_ hidden: Bool) {
        guard hidden != isBackButtonHidden else { return }
        isBackButtonHidden = hidden
        if isMounted { onChromeChange?() }
    }

    override func makeContainer() -> BackendWidget { graph.backend.makeStack(axis: .vertical) }
    override func configure(_ container: BackendWidget, with view: any View) {
        graph.backend.updateStack(container, spacing: defaultStackSpacing, alignment: .center)
    }
    override func contentView(of view: any View) -> any View { view }
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
