import GtkUICore

/// What a widget's context menu is made of: the `.contextMenu` items and, in a section after
/// them, the named actions `.accessibilityAction(named:)` gives the widget, one list per
/// modifier. Kept on the widget's wrapper, as its ``ContextMenuController`` is.
@MainActor
final class ContextMenuSources {
    /// The `.contextMenu` items and where their choices go.
    var menu: MenuDescription?
    var onActivate: @MainActor (MenuActivation) -> Void = { _ in }
    /// The named actions' titles and handlers, by modifier, in the order they first gave some.
    private var actionsByOwner: [(owner: ObjectIdentifier, titles: [String], perform: @MainActor (Int) -> Void)] = []

    /// Action IDs from here on stand for named actions, far above any menu's own.
    private static let actionIDBase = 1 << 24

    var isEmpty: Bool { menu == nil && actionsByOwner.isEmpty }

    /// Replaces `owner`'s named actions (none removes them).
    func setActions(_ titles: [String], owner: ObjectIdentifier, perform: @escaping @MainActor (Int) -> Void) {
        if let index = actionsByOwner.firstIndex(where: { $0.owner == owner }) {
            if titles.isEmpty {
                actionsByOwner.remove(at: index)
            } else {
                actionsByOwner[index] = (owner, titles, perform)
            }
        } else if !titles.isEmpty {
            actionsByOwner.append((owner, titles, perform))
        }
    }

    /// The menu to show: the items, then the named actions as one section.
    var mergedMenu: MenuDescription? {
        guard !isEmpty else { return nil }
        var sections = menu?.sections ?? []
        let titles = actionsByOwner.flatMap(\.titles)
        if !titles.isEmpty {
            sections.append(
                MenuSection(
                    items: titles.enumerated().map { index, title in
                        MenuItem(title: title, kind: .action, actionID: Self.actionIDBase + index)
                    }))
        }
        return MenuDescription(sections: sections)
    }

    /// Sends a choice to the `.contextMenu` items or runs the named action chosen.
    func activate(_ activation: MenuActivation) {
        guard activation.actionID >= Self.actionIDBase else { return onActivate(activation) }
        var index = activation.actionID - Self.actionIDBase
        for entry in actionsByOwner {
            if index < entry.titles.count { return entry.perform(index) }
            index -= entry.titles.count
        }
    }
}
