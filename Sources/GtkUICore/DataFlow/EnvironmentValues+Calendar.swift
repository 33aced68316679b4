import Foundation

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar.autoupdatingCurrent
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone.autoupdatingCurrent
}

extension EnvironmentValues {
    /// The calendar dates are shown in: the user's (`Calendar.autoupdatingCurrent`) unless an
    /// ancestor sets another.
    ///
    /// A ``DatePicker`` formats its date with it; GTK's month grid is always Gregorian.
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due)
    ///     .environment(\.calendar, Calendar(identifier: .japanese))
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the user's (`TimeZone.autoupdatingCurrent`) unless an
    /// ancestor sets another.
    ///
    /// A ``DatePicker`` shows and picks the day, hour and minute of its date in this zone.
    ///
    /// ```swift
    /// DatePicker("Departure", selection: $departure)
    ///     .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
