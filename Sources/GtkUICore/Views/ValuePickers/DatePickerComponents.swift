/// The parts of a date a ``DatePicker`` shows and lets the user change.
///
/// ```swift
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// DatePicker("Meeting", selection: $meeting)  // both: [.date, .hourAndMinute]
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year: a month grid (`GtkCalendar`).
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute: two spin buttons (`GtkSpinButton`), hours 0–23.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
