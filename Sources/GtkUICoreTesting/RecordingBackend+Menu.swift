import GtkUICore

extension RecordingBackend: MenuBackend {
    /// Creates a `MenuButton` test widget; ``TestWidget/chooseMenuItem(_:)`` reports a choice.
    public func makeMenuButton(
        onActivate: @escaping @MainActor (MenuActivation) -> Void, onPrimaryAction: @escaping @MainActor () -> Void
    ) -> BackendWidget {
        let widget = TestWidget(kind: "MenuButton")
        widget.onMenuActivate = onActivate
        widget.onPrimaryAction = onPrimaryAction
        return widget
    }

    /// Makes the label's widgets the button's children.
    public func setMenuButtonLabel(_ button: BackendWidget, content: [BackendWidget]) {
        setChildren(content, of: button)
    }

    /// Records the title (as `text`), `borderless`, `primaryAction` and the menu (`menu`),
    /// counting only changes.
    public func updateMenuButton(_ button: BackendWidget, with description: MenuButtonDescription) {
        let widget = button as! TestWidget
        widget.set("text", description.title, statistics)
        widget.set("borderless", description.isBorderless, statistics)
        widget.set("primaryAction", description.hasPrimaryAction, statistics)
        widget.set("menu", description.menu, statistics)
    }

    /// Records the context menu as the widget's `contextMenu` property (removed with nil);
    /// ``TestWidget/chooseContextMenuItem(_:)`` reports a choice.
    public func updateContextMenu(
        on widget: BackendWidget, menu: MenuDescription?, onActivate: @escaping @MainActor (MenuActivation) -> Void
    ) {
        let widget = widget as! TestWidget
        guard let menu else {
            widget.properties["contextMenu"] = nil
            widget.onContextMenuActivate = nil
            return
        }
        widget.set("contextMenu", menu, statistics)
        widget.onContextMenuActivate = onActivate
    }
}

extension TestWidget {
    /// The menu a menu button shows.
    public var menu: MenuDescription? { properties["menu"] as? MenuDescription }

    /// The context menu the widget has, if any.
    public var contextMenu: MenuDescription? { properties["contextMenu"] as? MenuDescription }

    /// Chooses the item reached by `path` (submenu titles, then the item's title) in the
    /// menu button's menu, as a person would; a disabled item cannot be chosen.
    public func chooseMenuItem(_ path: String...) {
        precondition(kind == "MenuButton", "chooseMenuItem(_:) needs a menu button, not a \(kind)")
        onMenuActivate?(Self.activation(for: path, in: menu))
    }

    /// Chooses the item reached by `path` in the widget's context menu, as a person would.
    public func chooseContextMenuItem(_ path: String...) {
        onContextMenuActivate?(Self.activation(for: path, in: contextMenu))
    }

    /// Clicks a menu button's primary action (`Menu(_:content:primaryAction:)`).
    public func clickPrimaryAction() {
        precondition(properties["primaryAction"] as? Bool == true, "the menu has no primary action")
        onPrimaryAction?()
    }

    private static func activation(for path: [String], in menu: MenuDescription?) -> MenuActivation {
        var current = menu
        for (depth, title) in path.enumerated() {
            let items = current?.sections.flatMap(\.items) ?? []
            guard let item = items.first(where: { $0.title == title }) else {
                preconditionFailure("the menu has no item “\(title)”; items: \(items.map(\.title))")
            }
            precondition(item.isEnabled, "cannot choose the disabled item “\(title)”")
            if case .submenu(let submenu) = item.kind, depth < path.count - 1 {
                current = submenu
                continue
            }
            if case .choice = item.kind {
                return MenuActivation(actionID: item.actionID, choiceIndex: item.choiceIndex)
            }
            return MenuActivation(actionID: item.actionID)
        }
        preconditionFailure("an empty path names no menu item")
    }
}
