/// A menu's content views read as menu items: the ``MenuDescription`` the backend shows and
/// what each item's action does.
///
/// Reading follows the content through tuples, conditionals, groups, `ForEach`, `AnyView`,
/// modifiers (an environment modifier such as `.disabled(true)` applies to the items inside)
/// and the bodies of custom views without state of their own:
///
/// | View | Item |
/// |---|---|
/// | `Button`, `Link`, `ShareLink` | an item that runs the action (a destructive role is kept) |
/// | `Toggle` | a check item bound to the toggle's value |
/// | `Picker` | a group of radio items under the picker's label |
/// | `Menu` | a submenu |
/// | `Divider` | a line: the items after it start a new group |
/// | `Section` | a group of its own, under the header's text |
/// | `Text`, `Label`, `Image` | an item that shows the text and cannot be chosen |
///
/// Anything else (a `Slider`, a `TextField`, a view with its own `@State`) is left out and
/// reported once, naming the view and what to do instead.
@MainActor
struct MenuContent {
    /// What the backend shows.
    private(set) var description = MenuDescription(sections: [])
    /// What choosing each item does, by action ID.
    private(set) var actions: [Int: MenuItemAction] = [:]

    /// Reads `content` in `environment`; `owner` names the menu in diagnostics
    /// (“Menu “File””, “contextMenu on Text”).
    static func read(_ content: any View, in environment: EnvironmentValues, owner: String) -> MenuContent {
        let reader = MenuContentReader(owner: owner)
        var result = MenuContent()
        result.description = reader.read(content, in: environment)
        result.actions = reader.actions
        return result
    }
}

/// What choosing an item does.
@MainActor
enum MenuItemAction {
    /// Runs a button's (or a link's) action.
    case run(@MainActor () -> Void)
    /// Flips a toggle's bound value.
    case toggle(Binding<Bool>)
    /// Writes the value of a picker's row, by row index (nil for a row standing for no value).
    case choose([(@MainActor () -> Void)?])

    /// Carries out a person's choice.
    func perform(_ activation: MenuActivation) {
        switch self {
        case .run(let action): action()
        case .toggle(let binding): binding.wrappedValue.toggle()
        case .choose(let writes):
            guard let index = activation.choiceIndex, writes.indices.contains(index) else { return }
            writes[index]?()
        }
    }
}

/// Walks content views, building sections and numbering actions.
@MainActor
private final class MenuContentReader {
    let owner: String
    private(set) var actions: [Int: MenuItemAction] = [:]
    private var nextActionID = 0

    init(owner: String) { self.owner = owner }

    /// The menu `content` makes; nested menus share this reader's action numbering.
    func read(_ content: any View, in environment: EnvironmentValues) -> MenuDescription {
        var builder = SectionBuilder()
        add(content, in: environment, to: &builder)
        builder.close()
        return MenuDescription(sections: builder.sections)
    }

    private func add(_ view: any View, in environment: EnvironmentValues, to builder: inout SectionBuilder) {
        if let children = structuralChildren(of: view) {
            for (_, child) in children { add(child, in: environment, to: &builder) }
            return
        }
        switch view {
        case let convertible as AnyViewConvertible:
            add(convertible.erased.view, in: environment, to: &builder)
        case let modified as ModifiedView:
            var inner = environment
            (modified.anyModifier as? _EnvironmentModifier)?.transform(&inner)
            add(modified.anyContent, in: inner, to: &builder)
        case is EmptyView:
            break
        case is Divider:
            builder.close()
        case let section as MenuSectionProviding:
            builder.close()
            builder.title = ControlLabelSummary(section.sectionHeader, in: environment).accessibleName
            add(section.sectionContent, in: environment, to: &builder)
            builder.close()
        default:
            if let item = item(for: view, in: environment) {
                builder.items.append(item)
            } else if let picker = view as? MenuPickerRepresentable {
                addPicker(picker, in: environment, to: &builder)
            } else {
                addOther(view, in: environment, to: &builder)
            }
        }
    }

    /// The single item a button, link, toggle, nested menu or text makes; nil for other views.
    private func item(for view: any View, in environment: EnvironmentValues) -> MenuItem? {
        switch view {
        // Before buttons: a link is also a button, whose node opens the URL.
        case let link as LinkRepresentable:
            let destination = link.linkDestination
            let openURL = environment.openURL
            return makeItem(link.linkLabel, kind: .action, action: .run { openURL(destination) }, in: environment)
        case let button as ButtonRepresentable:
            var item = makeItem(button.labelView, kind: .action, action: .run(button.performAction), in: environment)
            item.isDestructive = button.buttonRole == .destructive
            item.shortcut = environment.keyboardShortcut
            return item
        case let share as ShareLinkRepresentable:
            let text = share.sharedText
            let desktop = environment.desktopServices
            return makeItem(
                share.shareLabel, kind: .action, action: .run { desktop?.copyToClipboard(text) }, in: environment)
        case let toggle as ToggleRepresentable:
            let isOn = toggle.toggleBinding.wrappedValue
            return makeItem(
                toggle.toggleLabel, kind: .toggle(isOn: isOn), action: .toggle(toggle.toggleBinding), in: environment)
        case let menu as MenuRepresentable:
            let submenu = read(menu.menuContent, in: environment)
            var item = makeItem(menu.menuLabel, kind: .submenu(submenu), action: nil, in: environment)
            // A submenu has no action of its own; it opens when chosen.
            item.actionID = -1
            item.isEnabled = environment.isEnabled
            return item
        case is Text, is Image, is LabelContentProviding:
            // Shown as an item that cannot be chosen, as SwiftUI shows text in a menu.
            var item = makeItem(view, kind: .action, action: nil, in: environment)
            item.isEnabled = false
            return item
        default:
            return nil
        }
    }

    private func makeItem(
        _ label: any View, kind: MenuItem.Kind, action: MenuItemAction?, in environment: EnvironmentValues
    ) -> MenuItem {
        let summary = ControlLabelSummary(label, in: environment)
        let id = nextActionID
        nextActionID += 1
        if let action { actions[id] = action }
        return MenuItem(
            title: summary.text.isEmpty ? (summary.accessibleName ?? "") : summary.text, iconName: summary.iconName,
            isEnabled: environment.isEnabled && action != nil, kind: kind, actionID: id)
    }

    /// A picker: its rows as radio items, in a group of their own under its label.
    private func addPicker(
        _ picker: MenuPickerRepresentable, in environment: EnvironmentValues, to builder: inout SectionBuilder
    ) {
        let choices = picker.menuChoices(in: environment)
        let id = nextActionID
        nextActionID += 1
        actions[id] = .choose(choices.writes)
        builder.close()
        builder.title = choices.title.isEmpty || environment.labelsHidden ? nil : choices.title
        for (index, row) in choices.rows.enumerated() {
            builder.items.append(
                MenuItem(
                    title: row.text.isEmpty ? (row.accessibleName ?? "") : row.text, iconName: row.iconName,
                    isEnabled: environment.isEnabled && choices.writes[index] != nil,
                    kind: .choice(isSelected: index == choices.selectedIndex), actionID: id, choiceIndex: index))
        }
        builder.close()
    }

    /// A custom view without state of its own is read through its body; anything else cannot
    /// be a menu item and is reported.
    private func addOther(_ view: any View, in environment: EnvironmentValues, to builder: inout SectionBuilder) {
        let name = shortTypeName(type(of: view))
        if !(view is PrimitiveView), PropertyInstaller.plan(for: type(of: view)).isEmpty {
            add(body(of: view), in: environment, to: &builder)
            return
        }
        let reason =
            view is PrimitiveView
            ? "\(name) cannot be shown in a menu, so it is left out. Menus show Button, Toggle, Picker, Menu, "
                + "Link, Divider, Section, ForEach, Text and Label; put the \(name) outside the menu (in the window "
                + "or a sheet) instead."
            : "\(name) has state of its own (@State, @Environment, …), which a menu item cannot keep, so it is "
                + "left out. Pass the values it needs from the view that shows the menu, or put its buttons in "
                + "the menu directly."
        Diagnostics.emitOnce("\(owner): \(reason)")
    }

    private func body<V: View>(of view: V) -> any View { view.body }
}

/// The sections read so far and the one being filled.
private struct SectionBuilder {
    var sections: [MenuSection] = []
    var title: String?
    var items: [MenuItem] = []

    /// Ends the current group; an empty one without a heading is dropped.
    mutating func close() {
        if !items.isEmpty { sections.append(MenuSection(title: title, items: items)) }
        title = nil
        items = []
    }
}
