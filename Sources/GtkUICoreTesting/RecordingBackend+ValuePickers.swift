import Foundation
import GtkUICore

extension RecordingBackend: DatePickerBackend {
    /// Creates a `DatePicker` test widget recording its `style`; ``TestWidget/pickDay(year:month:day:)``
    /// and ``TestWidget/pickTime(hour:minute:)`` report what the user picks.
    public func makeDatePicker(kind: DatePickerWidgetKind, onPick: @escaping @MainActor (DateComponents) -> Void)
        -> BackendWidget
    {
        let widget = TestWidget(kind: "DatePicker")
        widget.set("style", "\(kind)", statistics)
        widget.onDatePick = onPick
        return widget
    }

    /// Records the title (as `text`), `labelHidden`, the `summary`, the shown `components`
    /// and the shown `day` (year, month, day) and `time` (hour, minute), counting only changes.
    public func updateDatePicker(_ picker: BackendWidget, with description: DatePickerDescription) {
        let widget = picker as! TestWidget
        let shown = description.shown
        widget.set("text", description.title, statistics)
        widget.set("labelHidden", description.isLabelHidden, statistics)
        widget.set("summary", description.summary, statistics)
        widget.set("components", description.components.rawValue, statistics)
        widget.set("day", [shown.year ?? 0, shown.month ?? 0, shown.day ?? 0], statistics)
        widget.set("time", [shown.hour ?? 0, shown.minute ?? 0], statistics)
    }
}

extension RecordingBackend: ColorPickerBackend {
    /// Creates a `ColorPicker` test widget; ``TestWidget/pickColor(_:)`` reports a colour.
    public func makeColorPicker(onPick: @escaping @MainActor (Color) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "ColorPicker")
        widget.onColorPick = onPick
        return widget
    }

    /// Records the title (as `text`), `labelHidden`, the `color` and `supportsOpacity`,
    /// counting only changes.
    public func updateColorPicker(_ picker: BackendWidget, with description: ColorPickerDescription) {
        let widget = picker as! TestWidget
        widget.set("text", description.title, statistics)
        widget.set("labelHidden", description.isLabelHidden, statistics)
        widget.set("color", description.color, statistics)
        widget.set("supportsOpacity", description.supportsOpacity, statistics)
    }
}

extension TestWidget {
    /// The day a date picker shows, as `[year, month, day]`.
    public var shownDay: [Int] { properties["day"] as? [Int] ?? [] }

    /// The time a date picker shows, as `[hour, minute]`.
    public var shownTime: [Int] { properties["time"] as? [Int] ?? [] }

    /// The colour a colour picker shows.
    public var shownColor: Color? { properties["color"] as? Color }

    /// Picks a day in a date picker as a user clicking it in the calendar does: the calendar
    /// shows it and reports it.
    public func pickDay(year: Int, month: Int, day: Int) {
        precondition(kind == "DatePicker", "pickDay(year:month:day:) needs a date picker, not a \(kind)")
        showUserInput("day", [year, month, day])
        onDatePick?(DateComponents(year: year, month: month, day: day))
    }

    /// Sets a date picker's hour and minute as a user does with its spin buttons.
    public func pickTime(hour: Int, minute: Int) {
        precondition(kind == "DatePicker", "pickTime(hour:minute:) needs a date picker, not a \(kind)")
        showUserInput("time", [hour, minute])
        onDatePick?(DateComponents(hour: hour, minute: minute))
    }

    /// Chooses `color` in a colour picker as a user confirming it in the chooser does.
    public func pickColor(_ color: Color) {
        precondition(kind == "ColorPicker", "pickColor(_:) needs a colour picker, not a \(kind)")
        showUserInput("color", color)
        onColorPick?(color)
    }
}
