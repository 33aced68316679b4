/// The toolbar items of one title bar (the window's, or one sheet's): collects the `.toolbar`
/// modifiers inside it and shows the items of those on visible pages.
@MainActor
final class ToolbarScope {
    private weak var chrome: (any ToolbarChrome)?
    private weak var sheet: AnyObject?
    private var isAttached = false
    private var contributors: [WeakToolbarNode] = []
    private var shown: [ToolbarChromeItem] = []
    /// The title a navigation stack in the sheet gave it, shown when the sheet is presented.
    private var sheetTitle: String?

    /// Connects the scope to the title bar of `chrome`'s window, or of `sheet`, and shows what
    /// it has collected so far.
    func attach(to chrome: any ToolbarChrome, sheet: AnyObject?) {
        self.chrome = chrome
        self.sheet = sheet
        isAttached = true
        refresh()
        if let sheet, let sheetTitle { chrome.showTitle(sheetTitle, inSheet: sheet) }
    }

    var isAttachedToChrome: Bool { isAttached }

    func register(_ node: ToolbarContributor) {
        guard !contributors.contains(where: { $0.node === node }) else { return }
        contributors.append(WeakToolbarNode(node: node))
    }

    func unregister(_ node: ToolbarContributor) {
        contributors.removeAll { $0.node === node || $0.node == nil }
        refresh()
    }

    /// Shows the items of the visible `.toolbar` modifiers, if they changed.
    func refresh() {
        guard isAttached, let chrome else { return }
        let visible = contributors.compactMap(\.node).filter(\.isOnVisiblePage).flatMap(\.chromeItems)
        // The main menu stays at the very end, whatever pages push their items after it.
        let items = visible.filter { !$0.isMainMenu } + visible.filter(\.isMainMenu)
        guard items.count != shown.count || !zip(items, shown).allSatisfy({ $0.isSame(as: $1) }) else { return }
        shown = items
        chrome.showToolbarItems(items, inSheet: sheet)
    }

    /// Shows `title` in the sheet's title bar (once the sheet is presented, if it is not yet);
    /// the window's title is the window title scope's.
    func showSheetTitle(_ title: String) {
        sheetTitle = title
        guard isAttached, let chrome, let sheet else { return }
        chrome.showTitle(title, inSheet: sheet)
    }

    /// Forgets the title bar, when the sheet that has it closes (its header bar goes with it).
    func detach() {
        shown = []
        isAttached = false
        chrome = nil
    }
}

private struct WeakToolbarNode {
    weak var node: ToolbarContributor?
}

/// A node that puts widgets in the title bar: a `.toolbar`, a `.searchable`'s search button.
@MainActor
protocol ToolbarContributor: ViewNode {
    /// The widgets it shows, with where they go.
    var chromeItems: [ToolbarChromeItem] { get }
}

extension ViewNode {
    /// Whether every navigation page this node is in is the top page of its stack, and every
    /// tab it is in is the shown tab of its tab view.
    var isOnVisiblePage: Bool {
        guard isMounted else { return false }
        var node: ViewNode? = self
        while let current = node {
            if let page = current as? PageNode, let stack = page.parent as? NavigationStackNode,
                stack.pages.last !== page
            {
                return false
            }
            if let pane = current as? PaneNode, let tabs = pane.parent as? TabViewPages, tabs.shownPage !== pane {
                return false
            }
            node = current.parent
        }
        return true
    }

    /// The toolbar scope of the title bar this node's views are under: its sheet's, or the
    /// window's once attached to the window chrome; nil (reported once) when the window has no
    /// title bar for toolbar items.
    func toolbarScope(for feature: String) -> ToolbarScope? {
        if let sheetScope = environment.sheetToolbarScope { return sheetScope }
        let scope = graph.windowToolbarScope
        if !scope.isAttachedToChrome {
            guard let chrome = environment.windowChrome as? any ToolbarChrome else {
                let chromeName = environment.windowChrome.map { "\(type(of: $0))" } ?? "none"
                Diagnostics.emitOnce(
                    "\(feature) in \(viewPath): the window (\(chromeName)) has no title bar for toolbar items, so "
                        + "they are not shown. Show the view in a GtkUI window (WindowGroup, GtkTestHost) whose "
                        + "chrome conforms to ToolbarChrome.")
                return nil
            }
            scope.attach(to: chrome, sheet: nil)
        }
        return scope
    }
}

/// Holds a sheet's toolbar scope strongly: the sheet's views keep it alive.
struct ToolbarScopeReference: @unchecked Sendable {  // used only on the main actor
    let scope: ToolbarScope?
}

private struct ToolbarScopeKey: EnvironmentKey {
    static let defaultValue = ToolbarScopeReference(scope: nil)
}

extension EnvironmentValues {
    /// The toolbar scope of the sheet these views are in; nil in the window itself.
    var sheetToolbarScope: ToolbarScope? {
        get { self[ToolbarScopeKey.self].scope }
        set { self[ToolbarScopeKey.self] = ToolbarScopeReference(scope: newValue) }
    }
}

/// A view whose pages are shown one at a time (a `TabView`), so only the shown page's toolbar
/// items are in the title bar.
@MainActor
protocol TabViewPages: AnyObject {
    /// The page shown now.
    var shownPage: PaneNode? { get }
}
