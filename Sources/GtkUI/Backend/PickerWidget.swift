import CGtk
import GtkUICore

/// A picker on GTK: its title beside the control its style names — a `GtkDropDown`, a linked
/// row of grouped `GtkToggleButton`s, or a column of grouped `GtkCheckButton`s (radio buttons).
final class PickerWidget: Gtk.Box, CompositeControl {
    private(set) var kind = PickerWidgetKind.menu
    let titleLabel = Gtk.Label()
    /// The control screen readers name with the title.
    private(set) var control: Gtk.Widget = Gtk.Label()
    /// The segments or radio buttons, in row order (empty for a drop-down).
    private(set) var choices: [Gtk.Widget] = []
    private var onSelect: (@MainActor (Int) -> Void)?
    /// Draws a drop-down's rows with their icons.
    private var rowFactory: DropDownRowFactory?

    convenience init(kind: PickerWidgetKind, onSelect: @escaping @MainActor (Int) -> Void) {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        self.kind = kind
        self.onSelect = onSelect
        titleLabel.xAlign = 0
        append(titleLabel)
        switch kind {
        case .menu:
            let dropDown = Gtk.DropDown()
            let factory = DropDownRowFactory()
            factory.install(on: dropDown)
            rowFactory = factory
            dropDown.connectIgnoringArgument("notify::selected") { [weak self, weak dropDown] in
                guard let index = dropDown?.selectedIndex else { return }
                self?.onSelect?(index)
            }
            control = dropDown
        case .segmented:
            let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
            row.addCSSClass("linked")
            control = row
        case .radioGroup:
            titleLabel.verticalAlignment = GTK_ALIGN_START
            control = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 4)
        }
        control.verticalAlignment = kind == .radioGroup ? GTK_ALIGN_START : GTK_ALIGN_CENTER
        append(control)
    }

    /// The index of the row shown as chosen, or nil when none is.
    var shownIndex: Int? {
        switch control {
        case let dropDown as Gtk.DropDown: dropDown.selectedIndex
        default: choices.firstIndex { Self.isActive($0) }
        }
    }

    /// Replaces the choices with `items`, keeping the shown choice where the index still exists.
    func setItems(_ items: [PickerItem]) {
        withChoiceSignalsBlocked {
            if let dropDown = control as? Gtk.DropDown {
                // An icon-only row's string is its name: the factory shows the icon alone.
                rowFactory?.rows = items
                dropDown.items = items.map { $0.text.isEmpty ? $0.accessibleName : $0.text }
                return
            }
            let box = control as! Gtk.Box
            for choice in choices {
                choice.disconnectAllSignals()
                box.remove(choice)
            }
            var made: [Gtk.Widget] = []
            for (index, item) in items.enumerated() {
                let choice = makeChoice(item, at: index, groupLeader: made.first)
                box.append(choice)
                made.append(choice)
            }
            choices = made
        }
    }

    /// Shows the row at `index` as chosen, or none, without reporting it.
    func showChoice(_ index: Int?) {
        withChoiceSignalsBlocked {
            if let dropDown = control as? Gtk.DropDown {
                dropDown.selectedIndex = index
                return
            }
            for (position, choice) in choices.enumerated() where position != index && Self.isActive(choice) {
                Self.setActive(choice, false)
            }
            if let index, choices.indices.contains(index) { Self.setActive(choices[index], true) }
        }
    }

    private func makeChoice(_ item: PickerItem, at index: Int, groupLeader: Gtk.Widget?) -> Gtk.Widget {
        let choice: Gtk.Widget
        if kind == .segmented {
            let button = Gtk.ToggleButton()
            button.setChild(Self.content(for: item))
            if let leader = groupLeader as? Gtk.ToggleButton { button.join(groupOf: leader) }
            choice = button
        } else {
            let button = Gtk.CheckButton(label: item.text.isEmpty ? item.accessibleName : item.text)
            if let leader = groupLeader as? Gtk.CheckButton { button.join(groupOf: leader) }
            choice = button
        }
        choice.setAccessibleLabel(item.accessibleName)
        choice.connect("toggled") { [weak self, weak choice] in
            guard let choice, Self.isActive(choice) else { return }
            self?.onSelect?(index)
        }
        return choice
    }

    /// A segment's content: its text, its icon, or both in a row.
    private static func content(for item: PickerItem) -> Gtk.Widget {
        iconAndTitle(title: item.text, iconName: item.iconName, accessibleName: item.accessibleName)
    }

    private static func isActive(_ choice: Gtk.Widget) -> Bool {
        switch choice {
        case let button as Gtk.ToggleButton: button.isActive
        case let button as Gtk.CheckButton: button.isActive
        default: false
        }
    }

    private static func setActive(_ choice: Gtk.Widget, _ isActive: Bool) {
        switch choice {
        case let button as Gtk.ToggleButton: button.isActive = isActive
        case let button as Gtk.CheckButton: button.isActive = isActive
        default: break
        }
    }

    /// Runs `body` with the handlers of the control and every choice blocked: a group moves
    /// its other buttons too.
    private func withChoiceSignalsBlocked(_ body: () -> Void) {
        func blocking(_ objects: ArraySlice<Gtk.Widget>) {
            guard let first = objects.first else { return body() }
            first.withSignalsBlocked { blocking(objects.dropFirst()) }
        }
        blocking(([control] + choices)[...])
    }

    func disconnectInnerSignals() {
        control.disconnectAllSignals()
        for choice in choices { choice.disconnectAllSignals() }
        rowFactory?.disconnect()
        onSelect = nil
    }
}
