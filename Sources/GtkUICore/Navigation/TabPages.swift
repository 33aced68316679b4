/// One page of a ``TabView`` as the tab view reads it: the page, its tab's label and the tag
/// it stands for.
struct TabEntry {
    /// The page, with its `.tabItem` and `.tag` modifiers (which render nothing).
    let view: any View
    /// What the tab shows, from `.tabItem` or a ``Tab``.
    let label: (any View)?
    /// The page's selection value, as a picker row reads its tag.
    let row: PickerRow

    /// What keeps the page's node (and its state) across updates: its tag, its `ForEach`
    /// element's identity, or else its position.
    @MainActor var identity: AnyHashable? { row.explicitTag?.tag ?? row.implicitTag }
}

/// The pages of a tab view's content: its views flattened through tuples, conditionals, groups
/// and `ForEach`, each view one page.
@MainActor
enum TabEntries {
    /// The pages `content` makes, in order.
    static func collect(from content: any View) -> [TabEntry] {
        var entries: [TabEntry] = []
        add(content, implicitTag: nil, to: &entries)
        return entries
    }

    private static func add(_ view: any View, implicitTag: AnyHashable?, to entries: inout [TabEntry]) {
        if let children = structuralChildren(of: view) {
            for (id, child) in children { add(child, implicitTag: id ?? implicitTag, to: &entries) }
            return
        }
        guard !(view is EmptyView) else { return }
        let tab = innermostContent(of: view) as? TabRepresentable
        let tag = explicitTag(of: view) ?? tab?.tabValue.map { _TagModifier(tag: $0, includesOptional: true) }
        entries.append(
            TabEntry(
                view: view, label: tabItemLabel(of: view) ?? tab?.tabLabel,
                row: PickerRow(label: view, explicitTag: tag, implicitTag: implicitTag)))
    }

    private static func innermostContent(of view: any View) -> any View {
        var current = view
        while let modified = current as? ModifiedView { current = modified.anyContent }
        return current
    }
}

private struct TabSwitcherMayUseTitleBarKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether a tab view here may move its tabs into the window's title bar: true at the top of
    /// a window, false in a sheet or inside another tab view's page.
    var tabSwitcherMayUseTitleBar: Bool {
        get { self[TabSwitcherMayUseTitleBarKey.self] }
        set { self[TabSwitcherMayUseTitleBarKey.self] = newValue }
    }
}
