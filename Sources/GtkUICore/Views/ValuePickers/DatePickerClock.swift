import Foundation

/// The date arithmetic of a ``DatePicker`` in one environment: splitting a date into what
/// GTK's Gregorian month grid and time spin buttons show, merging what the user picked back
/// into the date, clamping into the range and formatting the summary.
struct DatePickerClock {
    /// Gregorian, as the month grid is, in the environment's time zone.
    let grid: Calendar
    /// How the summary is written: the environment's locale, calendar and time zone.
    let summaryStyle: Date.FormatStyle

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var grid = Calendar(identifier: .gregorian)
        grid.timeZone = timeZone
        self.grid = grid
        summaryStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
    }

    @MainActor
    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    }

    /// The year, month, day, hour and minute of `date` on the grid.
    func shownComponents(of date: Date) -> DateComponents {
        grid.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    /// `date` with the parts the user picked: a day keeps the time of day; a time keeps the
    /// day and drops the seconds, which the picker does not show.
    func merging(_ picked: DateComponents, into date: Date) -> Date {
        var parts = grid.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        if let year = picked.year, let month = picked.month, let day = picked.day {
            parts.era = nil
            parts.year = year
            parts.month = month
            parts.day = day
        }
        if let hour = picked.hour, let minute = picked.minute {
            parts.hour = hour
            parts.minute = minute
            parts.second = 0
            parts.nanosecond = 0
        }
        // A time that a daylight-saving change skips resolves to the next one that exists.
        return grid.date(from: parts) ?? date
    }

    /// `date` moved into `lower...upper` (either may be open).
    func clamped(_ date: Date, lower: Date?, upper: Date?) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    /// The text a compact picker's button shows: the abbreviated date, the short time, or both.
    func summary(of date: Date, showing components: DatePickerComponents) -> String {
        var style = summaryStyle
        if components.contains(.date) { style = style.year().month(.abbreviated).day() }
        if components.contains(.hourAndMinute) { style = style.hour().minute() }
        return date.formatted(style)
    }
}
