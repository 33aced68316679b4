/// Turns ``Menu`` views and `.contextMenu` modifiers into a toolkit's menus.
///
/// Design notes:
/// - The view graph reads a menu's content views as menu items (see ``MenuDescription``):
///   buttons become items, toggles check items, pickers groups of radio items, nested menus
///   submenus, dividers and sections separate groups. The backend never sees the views.
/// - Every item that does something carries an ``MenuItem/actionID``, unique in the menu; the
///   backend reports a person's choice as a ``MenuActivation`` with that ID and the graph runs
///   the button, flips the toggle or writes the picker's selection.
/// - The content is read again whenever something it read changes. ``updateMenuButton(_:with:)``
///   and ``updateContextMenu(on:menu:onActivate:)`` compare with what the widget shows: when
///   only states changed (a check mark, a radio choice, an item enabled) they update those
///   states alone, recording `Menu.state` or `Menu.enabled`; a new set of items rebuilds the
///   menu once (`Menu.items`). States set from code never report an activation back.
/// - Reached through `graph.backend as? any MenuBackend`; a backend without menus shows the
///   label alone and reports it.
///
/// ```swift
/// let button = backend.makeMenuButton(onActivate: { run($0) }, onPrimaryAction: {})
/// backend.updateMenuButton(button, with: MenuButtonDescription(title: "File", menu: menu))
/// ```
@MainActor
public protocol MenuBackend: Backend {
    /// Creates a button that opens a menu, reporting each item a person chooses to `onActivate`
    /// and a click on a menu with a primary action to `onPrimaryAction`.
    func makeMenuButton(
        onActivate: @escaping @MainActor (MenuActivation) -> Void, onPrimaryAction: @escaping @MainActor () -> Void
    ) -> BackendWidget
    /// Shows `content`, the label's widgets in order, on the menu button.
    func setMenuButtonLabel(_ button: BackendWidget, content: [BackendWidget])
    /// Shows `description`: the button's name and look, and the menu it opens.
    func updateMenuButton(_ button: BackendWidget, with description: MenuButtonDescription)
    /// Gives `widget` a context menu — opened by a secondary click, the Menu key or Shift+F10 —
    /// showing `menu`; nil removes it. `onActivate` receives the items a person chooses.
    func updateContextMenu(
        on widget: BackendWidget, menu: MenuDescription?, onActivate: @escaping @MainActor (MenuActivation) -> Void)
}

/// What a menu button shows, resolved by the view graph from a ``Menu``.
public struct MenuButtonDescription: Hashable, Sendable {
    /// The label as text: what screen readers announce for the button.
    public var title: String
    /// Whether the button is drawn without a frame (`.menuStyle(.borderlessButton)`).
    public var isBorderless: Bool
    /// Whether a click on the label runs the menu's primary action, the menu opening from an
    /// arrow beside it (`Menu(_:content:primaryAction:)`).
    public var hasPrimaryAction: Bool
    /// The items the button's menu shows.
    public var menu: MenuDescription

    /// Describes a menu button.
    public init(title: String, isBorderless: Bool = false, hasPrimaryAction: Bool = false, menu: MenuDescription) {
        self.title = title
        self.isBorderless = isBorderless
        self.hasPrimaryAction = hasPrimaryAction
        self.menu = menu
    }
}

/// A person's choice in a menu: which item's action, and for a picker's radio items which row.
public struct MenuActivation: Hashable, Sendable {
    /// The ``MenuItem/actionID`` of the chosen item.
    public var actionID: Int
    /// The chosen row of a picker (``MenuItem/Kind/choice(isSelected:)``); nil for other items.
    public var choiceIndex: Int?

    /// Describes a choice.
    public init(actionID: Int, choiceIndex: Int? = nil) {
        self.actionID = actionID
        self.choiceIndex = choiceIndex
    }
}
