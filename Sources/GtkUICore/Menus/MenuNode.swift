/// Renders a ``Menu``: the backend's menu button with the label's widgets on it, and the menu
/// read from the content.
///
/// Reading the content runs with reads tracked, so a toggle's or picker's bound value, or state
/// a `ForEach` of items reads, changing elsewhere re-reads this menu alone; the backend then
/// updates only the states that differ. A person's choice runs the latest actions.
@MainActor
final class MenuNode: ContainerNode {
    private var menu: MenuRepresentable?
    private var actions: [Int: MenuItemAction] = [:]

    private var backend: (any MenuBackend)? { graph.backend as? any MenuBackend }

    override func makeContainer() -> BackendWidget {
        guard let backend else {
            Diagnostics.emitOnce(
                "Menu: \(type(of: graph.backend)) has no menus (MenuBackend), so only the label is shown. Use a "
                    + "backend that conforms to MenuBackend.")
            return graph.backend.makeStack(axis: .horizontal)
        }
        return backend.makeMenuButton(
            onActivate: { [weak self] activation in self?.actions[activation.actionID]?.perform(activation) },
            onPrimaryAction: { [weak self] in self?.menu?.menuPrimaryAction?() })
    }

    override func configure(_ container: BackendWidget, with view: any View) {
        menu = (view as! MenuRepresentable)
        (graph.backend as? any ControlBackend)?.updateEnabled(container, isEnabled: environment.isEnabled)
        writeMenu(to: container)
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        if let container { writeMenu(to: container) }
    }

    private func writeMenu(to container: BackendWidget) {
        guard let backend, let menu else { return }
        let title = ControlLabelSummary(menu.menuLabel, in: environment).accessibleName ?? ""
        let content = trackingReads {
            MenuContent.read(menu.menuContent, in: environment, owner: "Menu “\(title)”")
        }
        actions = content.actions
        backend.updateMenuButton(
            container,
            with: MenuButtonDescription(
                title: title, isBorderless: environment.menuIsBorderless,
                hasPrimaryAction: menu.menuPrimaryAction != nil, menu: content.description))
    }

    override func contentView(of view: any View) -> any View { (view as! MenuRepresentable).menuLabel }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        guard let backend else { return super.place(widgets, in: container) }
        backend.setMenuButtonLabel(container, content: widgets)
    }

    override func unmount() {
        super.unmount()
        menu = nil
        actions = [:]
    }
}
