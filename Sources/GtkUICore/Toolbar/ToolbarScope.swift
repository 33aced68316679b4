/// The toolbar items of one title bar (the window's, or one sheet's): collects the `.toolbar`
/// modifiers inside it and shows the items of those on visible pages.
@MainActor
final class ToolbarScope {
    private weak var chrome: (any ToolbarChrome)?
    private weak var sheet: AnyObject?
    private var isAttached = false
    private var contributors: [WeakToolbarNode] = []
    private var shown: [ToolbarChromeItem] = []

    /// Connects the scope to the title bar of `chrome`'s window, or of `sheet`, and shows what
    /// it has collected so far.
    func attach(to chrome: any ToolbarChrome, sheet: AnyObject?) {
        self.chrome = chrome
        self.sheet = sheet
        isAttached = true
        refresh()
    }

    var isAttachedToChrome: Bool { isAttached }

    func register(_ node: ToolbarNode) {
        guard !contributors.contains(where: { $0.node === node }) else { return }
        contributors.append(WeakToolbarNode(node: node))
    }

    func unregister(_ node: ToolbarNode) {
        contributors.removeAll { $0.node === node || $0.node == nil }
        refresh()
    }

    /// Shows the items of the visible `.toolbar` modifiers, if they changed.
    func refresh() {
        guard isAttached, let chrome else { return }
        let items = contributors.compactMap(\.node).filter(\.isOnVisiblePage).flatMap(\.chromeItems)
        guard items.count != shown.count || !zip(items, shown).allSatisfy({ $0.isSame(as: $1) }) else { return }
        shown = items
        chrome.showToolbarItems(items, inSheet: sheet)
    }

    /// Forgets the title bar, when the sheet that has it closes (its header bar goes with it).
    func detach() {
        shown = []
        isAttached = false
        chrome = nil
    }
}

private struct WeakToolbarNode {
    weak var node: ToolbarNode?
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
