import CGtk
import GtkUICore

/// A menu on GTK: a `GtkMenuButton` opening a `GtkPopoverMenu` of the menu's model, in a linked
/// box; for a menu with a primary action, a `GtkButton` showing the label comes first and the
/// menu button shows only its arrow, as GNOME's split buttons do.
final class MenuButtonWidget: Gtk.Box, CompositeControl {
    let menuButton = Gtk.MenuButton()
    /// The button running the primary action, while the menu has one.
    private(set) var primaryButton: Gtk.Button?
    /// The menu's model and actions, once a menu was shown.
    private(set) var model: MenuModel?
    /// The label's widget (several in a row), as last given.
    var labelContent: Gtk.Widget?
    /// The label as placed, and the button it was placed on.
    var labelPlacement: (label: Gtk.Widget, host: Gtk.Widget)?
    /// The managed shortcut controller running the items' keyboard shortcuts, while they have any.
    private var shortcutController: OpaquePointer?
    /// The menu's popover, followed so focus leaves it when it closes.
    private var popoverObserver: Gtk.Widget?
    private var onActivate: (@MainActor (MenuActivation) -> Void)?
    private var onPrimaryAction: (@MainActor () -> Void)?

    convenience init(
        onActivate: @escaping @MainActor (MenuActivation) -> Void, onPrimaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
        self.onActivate = onActivate
        self.onPrimaryAction = onPrimaryAction
        addCSSClass("linked")
        append(menuButton)
    }

    /// The button that shows the label: the primary one, or the menu button.
    var labelHost: Gtk.Widget { primaryButton ?? menuButton }

    /// Adds or removes the primary action's button; returns whether the label must move.
    func setHasPrimaryAction(_ hasPrimaryAction: Bool) -> Bool {
        guard hasPrimaryAction != (primaryButton != nil) else { return false }
        if hasPrimaryAction {
            let button = Gtk.Button()
            button.connect("clicked") { [weak self] in self?.onPrimaryAction?() }
            gtk_box_prepend(gtkui_box(pointer), gtkui_widget(button.pointer))
            primaryButton = button
        } else if let button = primaryButton {
            button.disconnectAllSignals()
            remove(button)
            primaryButton = nil
        }
        return true
    }

    /// Shows `menu`: states in place when only they changed, otherwise a new model, whose
    /// popover screen readers announce by `title`.
    func show(_ menu: MenuDescription, title: String, statistics: RenderStatistics) {
        if let model, model.hasStructure(of: menu) {
            guard model.description != menu else { return }
            let written = model.update(to: menu)
            for _ in 0..<written.states { statistics.recordWrite("Menu", "state") }
            for _ in 0..<written.enabled { statistics.recordWrite("Menu", "enabled") }
            return
        }
        model?.disconnect()
        let model = MenuModel(menu) { [weak self] in self?.onActivate?($0) }
        self.model = model
        menuButton.setMenuModel(model.menu)
        menuButton.popover?.setAccessibleLabel(title)
        followPopoverClosing()
        gtk_widget_insert_action_group(
            menuButton.widget, MenuModel.actionPrefix, OpaquePointer(model.actionGroup.pointer))
        replaceShortcutController(with: model.makeShortcutController())
        statistics.recordWrite("Menu", "items")
    }

    /// GTK 4.8 leaves keyboard focus on the chosen item of a popover that closed, where the next
    /// key press is lost; focus goes back to the menu's button instead, as Escape takes it.
    private func followPopoverClosing() {
        popoverObserver?.disconnectAllSignals()
        popoverObserver = nil
        guard let popover = menuButton.popover else { return }
        let observer = Gtk.Widget(popover.pointer)
        // The raw pointer, not a wrapper: the handler lives on the popover.
        let popoverWidget = observer.widget
        observer.connect("closed") { [weak self] in
            guard let self, let root = gtk_widget_get_root(self.menuButton.widget),
                var focus = gtk_root_get_focus(root)
            else { return }
            while focus != popoverWidget {
                guard let parent = gtk_widget_get_parent(focus) else { return }
                focus = parent
            }
            _ = self.menuButton.grabFocus()
        }
        popoverObserver = observer
    }

    private func replaceShortcutController(with controller: OpaquePointer?) {
        if let shortcutController { gtk_widget_remove_controller(menuButton.widget, shortcutController) }
        shortcutController = controller
        if let controller { gtk_widget_add_controller(menuButton.widget, controller) }
    }

    func disconnectInnerSignals() {
        primaryButton?.disconnectAllSignals()
        model?.disconnect()
        replaceShortcutController(with: nil)
        popoverObserver?.disconnectAllSignals()
        popoverObserver = nil
        gtk_widget_insert_action_group(menuButton.widget, MenuModel.actionPrefix, nil)
        onActivate = nil
        onPrimaryAction = nil
    }
}

extension MenuModel {
    /// A managed-scope shortcut controller whose shortcuts activate the items that have one
    /// (buttons and toggles), through their actions; nil when no item has a shortcut.
    func makeShortcutController() -> OpaquePointer? {
        let items = description.allItems.filter { item in
            guard item.shortcut != nil, item.actionID >= 0 else { return false }
            if case .choice = item.kind { return false }
            return true
        }
        guard !items.isEmpty else { return nil }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(
            gtkui_shortcut_controller(UnsafeMutableRawPointer(controller)), GTK_SHORTCUT_SCOPE_MANAGED)
        for item in items {
            guard let trigger = item.shortcut.flatMap(ShortcutTrigger.init) else { continue }
            let shortcut = gtk_shortcut_new(
                gtk_keyval_trigger_new(trigger.keyval, GdkModifierType(rawValue: trigger.modifiers)),
                gtk_named_action_new("\(Self.actionPrefix).a\(item.actionID)"))
            gtk_shortcut_controller_add_shortcut(
                gtkui_shortcut_controller(UnsafeMutableRawPointer(controller)), shortcut)
        }
        return controller
    }
}
