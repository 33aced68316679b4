import CGtk
import Foundation
import GtkUICore

extension GtkBackend: DatePickerBackend {
    /// Creates a `DatePickerWidget` of `kind`; `onPick` receives the day or time the user
    /// picks.
    public func makeDatePicker(kind: DatePickerWidgetKind, onPick: @escaping @MainActor (DateComponents) -> Void)
        -> BackendWidget
    {
        DatePickerWidget(kind: kind, onPick: onPick)
    }

    /// Writes the title (also the control's and the calendar's accessible name), its
    /// visibility, the compact button's text and which parts show only when they changed, and
    /// moves the calendar and the spin buttons only when they show something else — a user's
    /// own pick is already there — with their handlers blocked.
    public func updateDatePicker(_ picker: BackendWidget, with description: DatePickerDescription) {
        let picker = picker as! DatePickerWidget
        writeTitle(
            description.title, isHidden: description.isLabelHidden, of: picker, kind: "DatePicker",
            label: picker.titleLabel
        ) { [weak picker] in picker?.namedWidgets ?? [] }
        write(picker, "DatePicker", "summary", description.summary) { [weak picker] summary in
            picker?.menuButton?.label = summary
        }
        write(picker, "DatePicker", "components", description.components) { [weak picker] components in
            picker?.calendar.isVisible = components.contains(.date)
            picker?.timeRow.isVisible = components.contains(.hourAndMinute)
        }
        let wrote = picker.show(description.shown)
        if wrote.day { statistics.recordWrite("DatePicker", "day") }
        if wrote.time { statistics.recordWrite("DatePicker", "time") }
    }
}
