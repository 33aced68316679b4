import Foundation
import GtkUI

/// Finding and operating toggles and pickers as a person does.
///
/// ```swift
/// let picker = try host.picker("Flavor")
/// try host.select("Vanilla", in: picker)
/// #expect(host.selectedItem(of: picker) == "Vanilla")
/// host.click(try host.checkbox("Mute"))
/// ```
extension GtkTestHost {
    /// The picker on screen named `title` (its label, shown or hidden): a `GtkDropDown`, or
    /// the box holding its segments or radio buttons.
    public func picker(_ title: String) throws -> Gtk.Widget {
        let named = allWidgets.filter { $0.isMapped && $0.recordedAccessibleLabel == title }
        if let control = named.first(where: { $0.asDropDown != nil || $0.isBox }) {
            return control
        }
        throw TestHostError("no picker named “\(title)” on screen; texts shown: \(shownTexts)")
    }

    /// The rows of `picker`, as texts.
    public func items(of picker: Gtk.Widget) -> [String] {
        if let dropDown = picker.asDropDown { return dropDown.items }
        return choices(of: picker).map { choiceText($0) }
    }

    /// The text of the row `picker` shows as chosen, nil when none is.
    public func selectedItem(of picker: Gtk.Widget) -> String? {
        if let dropDown = picker.asDropDown { return dropDown.selectedItem }
        return choices(of: picker).first(where: isActive).map { choiceText($0) }
    }

    /// Chooses the row reading `item` in `picker` through the real widget, and settles: in a
    /// drop-down, as activating that row of its popover list does (it sets the drop-down's
    /// `selected`); in a segmented picker, by clicking the segment; in a radio group, by
    /// activating the radio button as a click or Space does.
    public func select(_ item: String, in picker: Gtk.Widget) throws {
        if let dropDown = picker.asDropDown {
            guard let index = dropDown.items.firstIndex(of: item) else {
                throw TestHostError("the drop-down has no row “\(item)”; rows: \(dropDown.items)")
            }
            precondition(dropDown.isMapped && dropDown.isSensitive, "cannot choose in a hidden or disabled picker")
            dropDown.selectedIndex = index
            waitUntilIdle()
            return
        }
        guard let choice = choices(of: picker).first(where: { choiceText($0) == item }) else {
            throw TestHostError("the picker has no row “\(item)”; rows: \(items(of: picker))")
        }
        precondition(choice.isMapped && choice.isSensitive, "cannot choose a row that is not shown and enabled")
        if let button = choice.asToggleButton { button.emit("clicked") } else { _ = choice.activate() }
        waitUntilIdle()
    }

    /// The segments or radio buttons of `picker`, in order.
    public func choices(of picker: Gtk.Widget) -> [Gtk.Widget] {
        picker.children.filter { $0.asToggleButton != nil || $0.asCheckButton != nil }
    }

    /// Whether a segment, radio button, check box or toggle button is on.
    public func isActive(_ control: Gtk.Widget) -> Bool {
        if let button = control.asToggleButton { return button.isActive }
        if let button = control.asCheckButton { return button.isActive }
        return (control as? Gtk.Switch)?.isActive ?? false
    }

    private func choiceText(_ choice: Gtk.Widget) -> String {
        if let label = choice.asCheckButton?.label { return label }
        return choice.recordedAccessibleLabel ?? GtkTestHost.texts(in: choice).joined(separator: " ")
    }

    private static func texts(in widget: Gtk.Widget) -> [String] {
        if let label = widget as? Gtk.Label { return label.text.isEmpty ? [] : [label.text] }
        return widget.children.flatMap { texts(in: $0) }
    }

    /// The check box on screen (`.toggleStyle(.checkbox)`) named `text`.
    public func checkbox(_ text: String) throws -> Gtk.CheckButton {
        try control(named: text, kind: "check box", as: { $0.asCheckButton })
    }

    /// The toggle button on screen (`.toggleStyle(.button)`) named `text`.
    public func toggleButton(_ text: String) throws -> Gtk.ToggleButton {
        try control(named: text, kind: "toggle button", as: { $0.asToggleButton })
    }

    private func control<Control>(named text: String, kind: String, as cast: (Gtk.Widget) -> Control?) throws
        -> Control
    {
        for widget in allWidgets where widget.isMapped && widget.recordedAccessibleLabel == text {
            if let control = cast(widget) { return control }
        }
        throw TestHostError("no \(kind) named “\(text)” on screen; texts: \(shownTexts)")
    }

    /// Clicks a check box as a pointer click does (GTK's `activate`), and settles.
    public func click(_ checkbox: Gtk.CheckButton) {
        precondition(
            checkbox.isMapped && checkbox.isSensitive, "cannot click a check box that is not shown and enabled")
        _ = checkbox.activate()
        waitUntilIdle()
    }

    /// Clicks a toggle button (GTK emits `clicked`, which flips it), and settles.
    public func click(_ button: Gtk.ToggleButton) {
        precondition(button.isMapped && button.isSensitive, "cannot click a button that is not shown and enabled")
        button.emit("clicked")
        waitUntilIdle()
    }
}
