import CGtk
import Foundation
import GtkUICore

/// A date picker on GTK: its title beside the control its style names — a `GtkMenuButton`
/// showing the date whose popover holds the calendar and time (`.compact`), or the calendar
/// and time inline (`.graphical`). The time is two wrapping, two-digit `GtkSpinButton`s.
final class DatePickerWidget: Gtk.Box, CompositeControl {
    private(set) var kind = DatePickerWidgetKind.compact
    let titleLabel = Gtk.Label()
    /// The control screen readers name with the title: the menu button or the inline column.
    private(set) var control: Gtk.Widget = Gtk.Label()
    let calendar = Gtk.Calendar()
    let hourSpin = Gtk.SpinButton(range: 0...23, wraps: true, minimumDigits: 2)
    let minuteSpin = Gtk.SpinButton(range: 0...59, wraps: true, minimumDigits: 2)
    let timeRow = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 4)
    private var onPick: (@MainActor (DateComponents) -> Void)?

    convenience init(kind: DatePickerWidgetKind, onPick: @escaping @MainActor (DateComponents) -> Void) {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        self.kind = kind
        self.onPick = onPick
        titleLabel.xAlign = 0
        append(titleLabel)
        timeRow.append(hourSpin)
        timeRow.append(Gtk.Label(":"))
        timeRow.append(minuteSpin)
        timeRow.horizontalAlignment = GTK_ALIGN_CENTER
        hourSpin.setAccessibleLabel("Hour")
        minuteSpin.setAccessibleLabel("Minute")
        let parts = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 8)
        parts.append(calendar)
        parts.append(timeRow)
        switch kind {
        case .compact:
            let button = Gtk.MenuButton()
            let popover = Gtk.Popover()
            popover.setChild(parts)
            button.setPopover(popover)
            control = button
            titleLabel.verticalAlignment = GTK_ALIGN_CENTER
            button.verticalAlignment = GTK_ALIGN_CENTER
        case .graphical:
            control = parts
            titleLabel.verticalAlignment = GTK_ALIGN_START
        }
        append(control)
        calendar.connect("day-selected") { [weak self] in self?.userPickedDay() }
        for spin in [hourSpin, minuteSpin] {
            spin.connect("value-changed") { [weak self] in self?.userChangedTime() }
        }
    }

    /// The menu button of a compact picker.
    var menuButton: Gtk.MenuButton? { control as? Gtk.MenuButton }

    /// The widgets screen readers name with the title: the control, the calendar and, in a
    /// compact picker, the button inside the menu button that takes focus (which GTK then
    /// announces as the title followed by the date it shows).
    var namedWidgets: [Gtk.Widget] { [control, calendar] + (menuButton?.children.prefix(1) ?? []) }

    private func userPickedDay() {
        let day = calendar.selectedDay
        onPick?(DateComponents(year: day.year, month: day.month, day: day.day))
    }

    private func userChangedTime() {
        onPick?(DateComponents(hour: hourSpin.value, minute: minuteSpin.value))
    }

    /// Shows the day and time in `shown` that differ from what the widget shows, without
    /// reporting them; returns which parts it wrote.
    func show(_ shown: DateComponents) -> (day: Bool, time: Bool) {
        var wrote = (day: false, time: false)
        if let year = shown.year, let month = shown.month, let day = shown.day,
            calendar.selectedDay != (year, month, day)
        {
            _ = calendar.withSignalsBlocked { calendar.select(year: year, month: month, day: day) }
            wrote.day = true
        }
        if let hour = shown.hour, let minute = shown.minute, hourSpin.value != hour || minuteSpin.value != minute {
            hourSpin.withSignalsBlocked { hourSpin.value = hour }
            minuteSpin.withSignalsBlocked { minuteSpin.value = minute }
            wrote.time = true
        }
        return wrote
    }

    func disconnectInnerSignals() {
        for object in [calendar, hourSpin, minuteSpin] as [Gtk.Widget] { object.disconnectAllSignals() }
        menuButton?.popdown()
        onPick = nil
    }
}
