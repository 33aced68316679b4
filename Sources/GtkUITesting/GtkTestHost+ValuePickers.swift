import Foundation
import GtkUI

/// Finding and operating date and colour pickers as a person does.
///
/// ```swift
/// let due = try host.datePicker("Due")
/// try host.pickDate(DateComponents(year: 2025, month: 6, day: 3, hour: 9, minute: 30), in: due)
/// #expect(host.date(of: due).day == 3)
/// let ink = try host.colorPicker("Ink")
/// try host.pickColor(Color(red: 1, green: 0, blue: 0), in: ink)
/// ```
extension GtkTestHost {
    /// The date picker on screen named `title` (its label, shown or hidden): the compact
    /// picker's `GtkMenuButton`, or the column holding a graphical picker's calendar and time.
    public func datePicker(_ title: String) throws -> Gtk.Widget {
        let named = allWidgets.filter { $0.isMapped && $0.recordedAccessibleLabel == title }
        if let control = named.first(where: { $0.asMenuButton != nil || ($0.isBox && calendar(in: $0) != nil) }) {
            return control
        }
        throw TestHostError("no date picker named “\(title)” on screen; texts shown: \(shownTexts)")
    }

    /// What `picker` shows: the Gregorian `year`, `month` and `day` of its calendar and the
    /// `hour` and `minute` of its spin buttons, each part only when the picker shows it (in a
    /// compact picker's popover, open or closed).
    public func date(of picker: Gtk.Widget) -> DateComponents {
        var shown = DateComponents()
        if let calendar = calendar(in: picker), calendar.isVisible {
            (shown.year, shown.month, shown.day) = calendar.selectedDay
        }
        let spins = timeSpins(in: picker)
        if spins.count == 2, spins[0].parent?.isVisible == true {
            shown.hour = spins[0].value
            shown.minute = spins[1].value
        }
        return shown
    }

    /// Picks `date` in `picker` as a user does, and settles: clicks a compact picker's button
    /// to open its popover, selects the day in the calendar (`year`, `month` and `day`, when
    /// given), sets the hour and minute spin buttons (when given), then closes the popover as
    /// Escape would. Components left nil are not touched.
    public func pickDate(_ date: DateComponents, in picker: Gtk.Widget) throws {
        precondition(picker.isMapped && picker.isEffectivelySensitive, "cannot pick in a hidden or disabled picker")
        let menuButton = picker.asMenuButton
        if let menuButton, !menuButton.isOpen {
            guard let button = menuButton.children.compactMap({ $0 as? Gtk.Button }).first else {
                throw TestHostError("the date picker's menu button has no button to click")
            }
            click(button)
            guard menuButton.isOpen else { throw TestHostError("clicking the date picker did not open its popover") }
        }
        if date.year != nil || date.month != nil || date.day != nil {
            guard let year = date.year, let month = date.month, let day = date.day else {
                throw TestHostError("picking a day needs its year, month and day; got \(date)")
            }
            guard let calendar = calendar(in: picker), calendar.isMapped else {
                throw TestHostError("the date picker shows no calendar (displayedComponents has no .date)")
            }
            guard calendar.select(year: year, month: month, day: day) else {
                throw TestHostError("\(year)-\(month)-\(day) is not a day")
            }
            waitUntilIdle()
        }
        if date.hour != nil || date.minute != nil {
            let spins = timeSpins(in: picker)
            guard spins.count == 2, spins[0].isMapped else {
                throw TestHostError("the date picker shows no time (displayedComponents has no .hourAndMinute)")
            }
            if let hour = date.hour {
                spins[0].value = hour
                waitUntilIdle()
            }
            if let minute = date.minute {
                spins[1].value = minute
                waitUntilIdle()
            }
        }
        menuButton?.popdown()
        waitUntilIdle()
    }

    /// The calendar of a date picker, if it shows one.
    public func calendar(in picker: Gtk.Widget) -> Gtk.Calendar? {
        Self.descendants(of: picker).lazy.compactMap(\.asCalendar).first
    }

    /// The hour and minute spin buttons of a date picker, in that order (empty without them).
    public func timeSpins(in picker: Gtk.Widget) -> [Gtk.SpinButton] {
        Self.descendants(of: picker).compactMap(\.asSpinButton)
    }

    /// The colour picker on screen named `title` (its label, shown or hidden).
    public func colorPicker(_ title: String) throws -> Gtk.ColorButton {
        for widget in allWidgets where widget.isMapped && widget.recordedAccessibleLabel == title {
            if let button = widget.asColorButton { return button }
        }
        throw TestHostError("no colour picker named “\(title)” on screen; texts shown: \(shownTexts)")
    }

    /// The colour `picker` shows, by its components.
    public func color(of picker: Gtk.ColorButton) -> Color { picker.color }

    /// Chooses `color` in `picker` as a user does, and settles: clicks the swatch to open
    /// GTK's colour chooser dialog, sets the colour there and confirms it with Select.
    public func pickColor(_ color: Color, in picker: Gtk.ColorButton) throws {
        guard let button = picker.button else { throw TestHostError("the colour picker has no button to click") }
        click(button)
        guard let dialog = Gtk.ColorChooserDialog.shown.last else {
            throw TestHostError("clicking the colour picker opened no colour chooser dialog")
        }
        dialog.color = color
        guard let select = dialog.selectButton else { throw TestHostError("the colour chooser has no Select button") }
        click(select)
    }

    private static func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { descendants(of: $0) }
    }
}
