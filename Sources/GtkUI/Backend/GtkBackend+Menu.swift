import CGtk
import GtkUICore

/// Menus as `GtkMenuButton`s opening `GtkPopoverMenu`s built from `GMenu` models and
/// `GSimpleAction`s (see ``MenuModel``), and context menus as a secondary-click gesture and the
/// Menu key and Shift+F10 opening the same kind of popover (see `ContextMenuController`).
extension GtkBackend: MenuBackend {
    /// Creates a `MenuButtonWidget`: a `GtkMenuButton` in a linked box.
    public func makeMenuButton(
        onActivate: @escaping @MainActor (MenuActivation) -> Void, onPrimaryAction: @escaping @MainActor () -> Void
    ) -> BackendWidget {
        MenuButtonWidget(onActivate: onActivate, onPrimaryAction: onPrimaryAction)
    }

    /// Puts the label's widget (several in a row) on the button that shows it, with a down
    /// arrow beside a label that shows text.
    public func setMenuButtonLabel(_ button: BackendWidget, content: [BackendWidget]) {
        let button = button as! MenuButtonWidget
        let widgets = content.map { $0 as! Gtk.Widget }
        let label: Gtk.Widget?
        if widgets.count > 1 {
            let row = (button.labelContent as? StackBox) ?? (makeStack(axis: .horizontal) as! StackBox)
            updateStack(row, spacing: 6, alignment: .center)
            setChildren(widgets, of: row)
            label = row
        } else {
            label = widgets.first
        }
        place(label, on: button)
    }

    private func place(_ label: Gtk.Widget?, on button: MenuButtonWidget) {
        let host = button.labelHost
        defer {
            button.labelContent = label
            button.labelPlacement = label.map { ($0, host) }
        }
        if let placed = button.labelPlacement, placed.label === label, placed.host === host { return }
        if let primary = button.primaryButton {
            // GTK 4.8's gtk_menu_button_set_child cannot take NULL: an icon replaces the label.
            button.menuButton.iconName = "pan-down-symbolic"
            guard let label else { return }
            detach(label)
            primary.setChild(label)
        } else {
            guard let label else { return }
            detach(label)
            button.menuButton.setChild(label)
            button.menuButton.alwaysShowsArrow = Self.visibleText(in: label) != nil
        }
    }

    /// Writes the name, frame, primary action and menu only where they changed; a menu whose
    /// items are the same changes only the states that differ.
    public func updateMenuButton(_ button: BackendWidget, with description: MenuButtonDescription) {
        let button = button as! MenuButtonWidget
        if button.setHasPrimaryAction(description.hasPrimaryAction) {
            statistics.recordWrite("MenuButton", "primaryAction")
            place(button.labelContent, on: button)
        }
        write(button, "MenuButton", "title", description.title) { [weak button] title in
            guard let button else { return }
            button.labelHost.setAccessibleLabel(title)
            button.menuButton.popover?.setAccessibleLabel(title)
            button.menuButton.recordedAccessibleLabel = title
            // Beside a primary action, the arrow is the part that opens the menu.
            if button.primaryButton != nil { button.menuButton.setAccessibleLabel(title) }
        }
        write(button, "MenuButton", "borderless", description.isBorderless) { [weak button] isBorderless in
            button?.menuButton.hasFrame = !isBorderless
            if isBorderless {
                button?.primaryButton?.addCSSClass("flat")
            } else {
                button?.primaryButton?.removeCSSClass("flat")
            }
        }
        button.show(description.menu, title: description.title, statistics: statistics)
    }

    /// Attaches, updates or (for nil) removes the widget's `ContextMenuController`; named
    /// accessibility actions on the widget stay in it (see `ContextMenuSources`).
    public func updateContextMenu(
        on widget: BackendWidget, menu: MenuDescription?, onActivate: @escaping @MainActor (MenuActivation) -> Void
    ) {
        let widget = widget as! Gtk.Widget
        let sources = widget.contextMenuSources as? ContextMenuSources ?? ContextMenuSources()
        sources.menu = menu
        sources.onActivate = onActivate
        showContextMenu(of: widget, sources: sources)
    }

    /// Shows what `sources` make of the widget's context menu: attaches, updates or removes it.
    func showContextMenu(of widget: Gtk.Widget, sources: ContextMenuSources) {
        widget.contextMenuSources = sources.isEmpty ? nil : sources
        let controller = widget.contextMenu as? ContextMenuController
        guard let menu = sources.mergedMenu else {
            controller?.detach()
            widget.contextMenu = nil
            return
        }
        let onActivate: @MainActor (MenuActivation) -> Void = { [weak sources] in sources?.activate($0) }
        if let controller {
            controller.onActivate = onActivate
            controller.show(menu, statistics: statistics)
        } else {
            widget.contextMenu = ContextMenuController(widget: widget, menu: menu, onActivate: onActivate)
            statistics.recordWrite("Menu", "items")
        }
    }
}
