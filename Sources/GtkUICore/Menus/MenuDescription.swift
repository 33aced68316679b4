/// The items of a menu as the backend shows them: groups separated by lines, each with an
/// optional heading.
///
/// ```swift
/// MenuDescription(sections: [
///     MenuSection(items: [MenuItem(title: "Open", kind: .action, actionID: 0)]),
///     MenuSection(title: "Sort By", items: [
///         MenuItem(title: "Name", kind: .choice(isSelected: true), actionID: 1, choiceIndex: 0),
///         MenuItem(title: "Date", kind: .choice(isSelected: false), actionID: 1, choiceIndex: 1),
///     ]),
/// ])
/// ```
public struct MenuDescription: Hashable, Sendable {
    /// The groups of items, in order; the backend draws a line between two groups.
    public var sections: [MenuSection]

    /// Describes a menu.
    public init(sections: [MenuSection]) {
        self.sections = sections
    }

    /// Every item, submenus' items included, depth first.
    public var allItems: [MenuItem] {
        sections.flatMap(\.items).flatMap { item -> [MenuItem] in
            if case .submenu(let menu) = item.kind { return [item] + menu.allItems }
            return [item]
        }
    }

    /// The menu with every state at its default (nothing checked, everything enabled): two
    /// menus with the same structure differ only in states, which a backend can update in place.
    public var structure: MenuDescription {
        MenuDescription(
            sections: sections.map { section in
                MenuSection(title: section.title, items: section.items.map(\.structure))
            })
    }
}

/// A group of items in a menu, with an optional heading.
public struct MenuSection: Hashable, Sendable {
    /// The heading shown above the items (a `Section`'s header, a picker's label), if any.
    public var title: String?
    /// The items, in order.
    public var items: [MenuItem]

    /// Describes a group of items.
    public init(title: String? = nil, items: [MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// One item of a menu.
public struct MenuItem: Hashable, Sendable {
    /// What an item does when chosen.
    public enum Kind: Hashable, Sendable {
        /// Runs an action (a `Button`, a `Link`).
        case action
        /// Flips a setting, shown with a check mark while on (a `Toggle`).
        case toggle(isOn: Bool)
        /// Chooses one row of a picker, shown as a radio item; the items sharing an
        /// ``MenuItem/actionID`` are one group.
        case choice(isSelected: Bool)
        /// Opens a submenu (a nested `Menu`).
        indirect case submenu(MenuDescription)
    }

    /// The item's text.
    public var title: String
    /// The icon-theme name of the item's icon, if it shows one.
    public var iconName: String?
    /// Whether the item can be chosen (false inside `.disabled(true)`, and for plain text).
    public var isEnabled: Bool
    /// Whether the item deletes or discards something (`role: .destructive`).
    public var isDestructive: Bool
    /// The keyboard shortcut that also chooses the item (`.keyboardShortcut(_:)`), if any.
    public var shortcut: KeyboardShortcut?
    /// What choosing the item does.
    public var kind: Kind
    /// Identifies the item's action within its menu; radio items of one picker share it.
    public var actionID: Int
    /// The row of a picker a radio item stands for (0 for other items).
    public var choiceIndex: Int

    /// Describes an item.
    public init(
        title: String, iconName: String? = nil, isEnabled: Bool = true, isDestructive: Bool = false,
        shortcut: KeyboardShortcut? = nil, kind: Kind, actionID: Int, choiceIndex: Int = 0
    ) {
        self.title = title
        self.iconName = iconName
        self.isEnabled = isEnabled
        self.isDestructive = isDestructive
        self.shortcut = shortcut
        self.kind = kind
        self.actionID = actionID
        self.choiceIndex = choiceIndex
    }

    /// The item with its states at their defaults.
    var structure: MenuItem {
        var item = self
        item.isEnabled = true
        switch kind {
        case .action: break
        case .toggle: item.kind = .toggle(isOn: false)
        case .choice: item.kind = .choice(isSelected: false)
        case .submenu(let menu): item.kind = .submenu(menu.structure)
        }
        return item
    }
}
