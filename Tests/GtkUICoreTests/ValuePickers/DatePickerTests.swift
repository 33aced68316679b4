import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `DatePicker` on the in-memory backend: what the user picks is merged into the bound date,
/// kept in range and written once, in the environment's time zone; code moves the widget
/// without echo.
@MainActor
@Suite("DatePicker")
struct DatePickerTests {
    nonisolated static let utc = TimeZone(identifier: "UTC")!

    nonisolated static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        in zone: TimeZone = utc
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    static func environment(_ zone: TimeZone = utc) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = zone
        return environment
    }

    struct Meeting: View {
        @State var start = DatePickerTests.date(2025, 6, 3, 9, 30, 37)
        var body: some View {
            VStack {
                DatePicker("Start", selection: $start)
                Text(verbatim: start.ISO8601Format())
                Button("Next year") { start = DatePickerTests.date(2026, 1, 20, 18, 45) }
            }
        }
    }

    /// Only the picker reads the date, through its binding.
    struct PickerOnly: View {
        @State var start = DatePickerTests.date(2025, 6, 3, 9, 30)
        var body: some View {
            DatePicker("Only", selection: $start, displayedComponents: .date)
        }
    }

    private func picker(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "DatePicker" })
    }

    @Test("the picker shows the day, time and summary of the bound date, compact by default")
    func shows() throws {
        let host = CoreHost(Meeting(), environment: Self.environment())
        let picker = try picker(in: host)
        #expect(picker.text == "Start")
        #expect(picker.shownDay == [2025, 6, 3])
        #expect(picker.shownTime == [9, 30])
        #expect(picker.properties["summary"] as? String == "Jun 3, 2025 at 9:30\u{202F}AM")
        #expect(picker.properties["style"] as? String == "compact")
    }

    @Test("picking a day keeps the time of day, seconds included; changing the time keeps the day")
    func mergesComponents() throws {
        let host = CoreHost(Meeting(), environment: Self.environment())
        let picker = try picker(in: host)
        picker.pickDay(year: 2025, month: 7, day: 14)
        host.settle()
        #expect(host.texts.contains("2025-07-14T09:30:37Z"))
        picker.pickTime(hour: 22, minute: 5)
        host.settle()
        #expect(host.texts.contains("2025-07-14T22:05:00Z"), "the seconds, not shown, go to zero")
        #expect(picker.properties["summary"] as? String == "Jul 14, 2025 at 10:05\u{202F}PM")
    }

    @Test("days and times are those of the environment's time zone")
    func timeZone() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let host = CoreHost(Meeting(), environment: Self.environment(tokyo))
        let picker = try picker(in: host)
        #expect(picker.shownDay == [2025, 6, 3])
        #expect(picker.shownTime == [18, 30], "09:30 UTC is 18:30 in Tokyo")
        picker.pickTime(hour: 8, minute: 0)
        host.settle()
        #expect(host.texts.contains("2025-06-02T23:00:00Z"), "08:00 on June 3 in Tokyo")
    }

    @Test("picking with no body reading the date evaluates no body and writes back only the summary")
    func noBodyEvaluated() throws {
        let host = CoreHost(PickerOnly(), environment: Self.environment())
        let picker = try picker(in: host)
        host.statistics.reset()
        picker.pickDay(year: 2025, month: 6, day: 4)
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.writes(of: "DatePicker.summary") == 1)
        #expect(host.statistics.widgetWrites == 1, "the day the user picked is not written back")
    }

    @Test("setting the date from code moves the day and time with one write each")
    func fromCode() throws {
        let host = CoreHost(Meeting(), environment: Self.environment())
        let picker = try picker(in: host)
        host.statistics.reset()
        host.button("Next year").click()
        host.settle()
        #expect(picker.shownDay == [2026, 1, 20])
        #expect(picker.shownTime == [18, 45])
        #expect(host.statistics.writes(of: "DatePicker.day") == 1)
        #expect(host.statistics.writes(of: "DatePicker.time") == 1)
        #expect(host.statistics.writes(of: "DatePicker.text") == 0)
        #expect(host.statistics.bodyEvaluations(of: Meeting.self) == 1)
    }

    struct Window: View {
        @State var day = DatePickerTests.date(2025, 6, 25, 8, 0)
        var body: some View {
            VStack {
                DatePicker(
                    "Closed", selection: $day,
                    in: DatePickerTests.date(2025, 6, 5, 12)...DatePickerTests.date(2025, 6, 20, 12))
                DatePicker("After", selection: $day, in: DatePickerTests.date(2025, 6, 5, 12)...)
                DatePicker("Before", selection: $day, in: ...DatePickerTests.date(2025, 6, 20, 12))
                Text(verbatim: day.ISO8601Format())
            }
        }
    }

    @Test("a bound date outside the range shows at the nearest end and is left as it is until the user picks")
    func outOfRangeBinding() throws {
        let host = CoreHost(Window(), environment: Self.environment())
        let closed = try #require(host.allWidgets.first { $0.text == "Closed" })
        #expect(closed.shownDay == [2025, 6, 20])
        #expect(closed.shownTime == [12, 0])
        #expect(host.texts.contains("2025-06-25T08:00:00Z"))
        closed.pickTime(hour: 9, minute: 0)
        host.settle()
        #expect(host.texts.contains("2025-06-20T09:00:00Z"), "merged into the date shown, inside the range")
    }

    @Test("picks outside a closed or partial range are clamped to its nearest end")
    func clamps() throws {
        let host = CoreHost(Window(), environment: Self.environment())
        let after = try #require(host.allWidgets.first { $0.text == "After" })
        after.pickDay(year: 2025, month: 5, day: 1)
        host.settle()
        #expect(host.texts.contains("2025-06-05T12:00:00Z"))
        #expect(after.shownDay == [2025, 6, 5], "the picker shows the clamped day")
        let before = try #require(host.allWidgets.first { $0.text == "Before" })
        before.pickDay(year: 2025, month: 12, day: 24)
        host.settle()
        #expect(host.texts.contains("2025-06-20T12:00:00Z"))
        // The binding already holds the end: the widget alone is moved back.
        host.statistics.reset()
        before.pickDay(year: 2025, month: 12, day: 25)
        host.settle()
        #expect(before.shownDay == [2025, 6, 20])
        #expect(host.statistics.writes(of: "DatePicker.day") == 1)
        #expect(host.statistics.bodyEvaluations == 0)
    }
}
