import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    ///
    /// ```swift
    /// Text(event.start, style: .time)      // "11:23 AM"
    /// Text(event.start, style: .relative)  // "2 hours, 23 minutes"
    /// ```
    ///
    /// GtkUI formats the date when the view is updated; unlike SwiftUI, `.relative`, `.offset`
    /// and `.timer` do not count on by themselves between updates.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "11:23 AM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, or since it: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A count-up or count-down timer: "2:32".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style for `locale`, measured from `now`.
        func string(for date: Date, locale: Locale, now: Date = Date()) -> String {
            switch kind {
            case .time: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale))
            case .date: return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale))
            case .relative, .offset:
                let seconds = date.timeIntervalSince(now)
                let magnitude = Duration.seconds(Int64(abs(seconds).rounded(.down)))
                let units: Set<Duration.UnitsFormatStyle.Unit> =
                    abs(seconds) >= 86_400
                    ? [.days, .hours] : abs(seconds) >= 3600 ? [.hours, .minutes] : [.minutes, .seconds]
                let text = magnitude.formatted(.units(allowed: units, width: .wide).locale(locale))
                guard kind == .offset else { return text }
                return (seconds < 0 ? "-" : "+") + text
            case .timer:
                let seconds = Int64(abs(date.timeIntervalSince(now)).rounded(.down))
                let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
                return Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(locale))
            }
        }
    }

    /// Shows `date` in `style`, for the environment's locale.
    ///
    /// ```swift
    /// Text(Date(), style: .date)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(storage: .formatted(Self.formatted(date, style: style)))
    }

    static func formatted(_ date: Date, style: DateStyle) -> FormattedValue {
        FormattedValue(key: AnyHashable([AnyHashable(date), AnyHashable(style)])) {
            style.string(for: date, locale: $0)
        }
    }

    /// Shows the span between two dates, such as "10:00 AM – 11:30 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.init(
            storage: .formatted(
                FormattedValue(key: AnyHashable([dates.lowerBound, dates.upperBound])) { locale in
                    let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
                    return "\(dates.lowerBound.formatted(style)) – \(dates.upperBound.formatted(style))"
                }))
    }
}
