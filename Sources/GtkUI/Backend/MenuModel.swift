import CGtk
import GtkUICore

/// A ``MenuDescription`` as GIO describes menus: a `GMenu` of sections (with submenus) whose
/// items name actions of a `GSimpleActionGroup`, the group GTK's `GtkPopoverMenu` activates.
///
/// | Item | `GMenuItem` | Action (`gtkui-menu.aN`) |
/// |---|---|---|
/// | `.action` | label, action | stateless; disabled for text |
/// | `.toggle` | label, action | boolean state: a check item |
/// | `.choice` | label, action, target `"row"` | string state, the chosen row: radio items |
/// | `.submenu` | label, submenu link | — |
///
/// A keyboard shortcut is the item's `accel` attribute, which the popover shows beside it.
/// States and enabled flags change in place (``update(to:)``); the model is rebuilt only for
/// a new structure. Setting a state never emits `activate`, so code's changes are not
/// reported back as choices.
@MainActor
final class MenuModel {
    /// The prefix the action group is inserted under.
    static let actionPrefix = "gtkui-menu"

    /// The `GMenu`.
    let menu: Gtk.Object
    /// The `GSimpleActionGroup` holding every item's action.
    let actionGroup: Gtk.Object
    /// What the model shows.
    private(set) var description: MenuDescription
    private var actions: [Int: Gtk.Object] = [:]
    private let onActivate: @MainActor (MenuActivation) -> Void

    /// Builds the menu and actions for `description`; choices go to `onActivate`.
    init(_ description: MenuDescription, onActivate: @escaping @MainActor (MenuActivation) -> Void) {
        self.description = description
        self.onActivate = onActivate
        actionGroup = Gtk.Object.adopting(UnsafeMutableRawPointer(g_simple_action_group_new()))
        menu = Gtk.Object.adopting(UnsafeMutableRawPointer(g_menu_new()))
        fill(OpaquePointer(menu.pointer), with: description)
    }

    /// Whether the model can show `description` by changing states alone.
    func hasStructure(of description: MenuDescription) -> Bool {
        self.description.structure == description.structure
    }

    /// Writes the states and enabled flags of `description`, which has this model's structure;
    /// returns the number of states and of enabled flags changed.
    func update(to description: MenuDescription) -> (states: Int, enabled: Int) {
        var written = (states: 0, enabled: 0)
        let wanted = ActionStates(description)
        for (id, action) in actions {
            let simple = OpaquePointer(action.pointer)
            if let isOn = wanted.toggles[id], Self.boolState(of: simple) != isOn {
                g_simple_action_set_state(simple, g_variant_new_boolean(isOn ? 1 : 0))
                written.states += 1
            }
            if let row = wanted.choices[id], Self.stringState(of: simple) != row {
                g_simple_action_set_state(simple, g_variant_new_string(row))
                written.states += 1
            }
            let isEnabled = wanted.enabled[id] ?? false
            if (g_action_get_enabled(simple) != 0) != isEnabled {
                g_simple_action_set_enabled(simple, isEnabled ? 1 : 0)
                written.enabled += 1
            }
        }
        self.description = description
        return written
    }

    /// Disconnects every action's handler, releasing the closures.
    func disconnect() {
        for action in actions.values { action.disconnectAllSignals() }
    }

    // MARK: Building

    private func fill(_ menu: OpaquePointer, with description: MenuDescription) {
        for section in description.sections {
            let sectionMenu = g_menu_new()!
            for item in section.items { append(item, to: sectionMenu) }
            g_menu_append_section(menu, section.title, UnsafeMutablePointer<GMenuModel>(sectionMenu))
            g_object_unref(UnsafeMutableRawPointer(sectionMenu))
        }
    }

    private func append(_ item: MenuItem, to menu: OpaquePointer) {
        let menuItem: OpaquePointer
        let actionName = "\(Self.actionPrefix).a\(item.actionID)"
        switch item.kind {
        case .submenu(let submenu):
            let model = g_menu_new()!
            fill(model, with: submenu)
            menuItem = g_menu_item_new_submenu(item.title, UnsafeMutablePointer<GMenuModel>(model))
            g_object_unref(UnsafeMutableRawPointer(model))
        case .choice:
            menuItem = g_menu_item_new(item.title, nil)
            g_menu_item_set_action_and_target_value(
                menuItem, actionName, g_variant_new_string(String(item.choiceIndex)))
            makeAction(for: item)
        case .action, .toggle:
            menuItem = g_menu_item_new(item.title, actionName)
            makeAction(for: item)
        }
        if let iconName = item.iconName, let icon = g_themed_icon_new(iconName) {
            g_menu_item_set_icon(menuItem, icon)
            g_object_unref(UnsafeMutableRawPointer(icon))
        }
        if let shortcut = item.shortcut, let trigger = ShortcutTrigger(shortcut),
            let accel = gtk_accelerator_name(trigger.keyval, GdkModifierType(rawValue: trigger.modifiers))
        {
            g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accel))
            g_free(accel)
        }
        g_menu_append_item(menu, menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    /// Adds the item's action to the group, once per action ID.
    private func makeAction(for item: MenuItem) {
        guard actions[item.actionID] == nil else { return }
        let id = item.actionID
        let name = "a\(id)"
        let wanted = ActionStates(description)
        let pointer: OpaquePointer
        if let isOn = wanted.toggles[id] {
            pointer = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        } else if let row = wanted.choices[id] {
            let type = g_variant_type_new("s")
            pointer = g_simple_action_new_stateful(name, type, g_variant_new_string(row))
            g_variant_type_free(type)
        } else {
            pointer = g_simple_action_new(name, nil)
        }
        let action = Gtk.Object.adopting(UnsafeMutableRawPointer(pointer))
        if case .choice = item.kind {
            action.connectPassingArgument("activate") { [weak self] parameter in
                let row = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
                guard let index = Int(row) else { return }
                self?.onActivate(MenuActivation(actionID: id, choiceIndex: index))
            }
        } else {
            action.connectIgnoringArgument("activate") { [weak self] in self?.onActivate(MenuActivation(actionID: id)) }
        }
        g_simple_action_set_enabled(pointer, (wanted.enabled[id] ?? false) ? 1 : 0)
        g_action_map_add_action(OpaquePointer(actionGroup.pointer), pointer)
        actions[id] = action
    }

    // MARK: States

    private static func boolState(of action: OpaquePointer) -> Bool {
        guard let state = g_action_get_state(action) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    private static func stringState(of action: OpaquePointer) -> String {
        guard let state = g_action_get_state(action) else { return "" }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }
}

/// The state each action of a menu should have, by action ID.
private struct ActionStates {
    /// Whether each action can be chosen: a picker's if any of its rows can.
    var enabled: [Int: Bool] = [:]
    /// The toggles' values.
    var toggles: [Int: Bool] = [:]
    /// The pickers' chosen rows, as the radio items' targets; empty when none is chosen.
    var choices: [Int: String] = [:]

    init(_ description: MenuDescription) {
        for item in description.allItems where item.actionID >= 0 {
            enabled[item.actionID] = (enabled[item.actionID] ?? false) || item.isEnabled
            switch item.kind {
            case .toggle(let isOn): toggles[item.actionID] = isOn
            case .choice(let isSelected):
                if isSelected { choices[item.actionID] = String(item.choiceIndex) }
                if choices[item.actionID] == nil { choices[item.actionID] = "" }
            case .action, .submenu: break
            }
        }
    }
}

extension Gtk.Object {
    /// Wraps an object the caller owns a full reference to, taking that reference over.
    static func adopting(_ pointer: UnsafeMutableRawPointer) -> Gtk.Object {
        let object = Gtk.Object(pointer)
        g_object_unref(pointer)
        return object
    }
}
