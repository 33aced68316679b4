import CGtk
import GtkUICore

/// The buttons a lazy list row shows while its list is being edited: delete, move up, move
/// down, after the row's content, each named for assistive technologies.
///
/// Made only once a row of the list first shows an edit button: until then the list item's
/// child is the slot's box alone, so lists never edited cost no extra widgets per row. Then
/// the list item's child becomes a row holding the box and these buttons.
@MainActor
final class LazyRowEditControls {
    /// The list item's child from now on: the slot's box, then the buttons.
    let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    private var buttons: [(action: Action, button: Gtk.Button)] = []

    /// What a button does.
    enum Action { case delete, moveUp, moveDown }

    /// Makes the buttons, which call `perform` with their action; the slot's box goes first.
    init(perform: @escaping @MainActor (Action) -> Void) {
        let specs: [(Action, String, String)] = [
            (.moveUp, "go-up-symbolic", "Move Up"), (.moveDown, "go-down-symbolic", "Move Down"),
            (.delete, "user-trash-symbolic", "Delete"),
        ]
        for (action, icon, name) in specs {
            let button = Gtk.Button()
            button.setIconName(icon)
            button.hasFrame = false
            button.verticalAlignment = GTK_ALIGN_CENTER
            let translated = Localization.translate(name)
            button.setAccessibleLabel(translated)
            button.tooltip = translated
            if action == .delete { button.addCSSClass("error") }
            button.isVisible = false
            button.connect("clicked") { perform(action) }
            row.append(button)
            buttons.append((action, button))
        }
    }

    /// Shows the buttons of `actions` and hides the others; a move button the row cannot use
    /// (the first row's move-up) stays in place, disabled, so the buttons line up in a column.
    func show(_ actions: LazyRowEditActions) {
        for (action, button) in buttons {
            let visible: Bool
            let enabled: Bool
            switch action {
            case .delete: (visible, enabled) = (actions.contains(.delete), true)
            case .moveUp: (visible, enabled) = (actions.contains(.move), !actions.contains(.cannotMoveUp))
            case .moveDown: (visible, enabled) = (actions.contains(.move), !actions.contains(.cannotMoveDown))
            }
            if button.isVisible != visible { button.isVisible = visible }
            if button.isSensitive != enabled { button.isSensitive = enabled }
        }
    }

    /// Disconnects the buttons' handlers.
    func disconnect() {
        for (_, button) in buttons { button.disconnectAllSignals() }
    }
}
