import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `DatePicker` on real GTK widgets: the compact button's popover and the inline calendar
/// operated as a person does, the bound date in both directions, ranges and the keyboard.
@MainActor
@Suite("DatePicker on GTK", .serialized)
struct DatePickerGtkTests {
    nonisolated static let utc = TimeZone(identifier: "UTC")!

    nonisolated static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = utc
        return environment
    }

    final class Trip: ObservableObject {
        @Published var departure = DatePickerGtkTests.date(2025, 6, 3, 9, 30)
    }

    struct TripForm: View {
        @ObservedObject var trip: Trip
        var body: some View {
            VStack {
                DatePicker("Departure", selection: $trip.departure)
                DatePicker("Inline", selection: $trip.departure).datePickerStyle(.graphical)
            }
        }
    }

    @Test("the compact button shows the date; picking a day in its popover keeps the time and writes once")
    func compactPickDay() throws {
        let trip = Trip()
        let host = try GtkTestHost(TripForm(trip: trip), environment: Self.environment)
        defer { host.close() }
        let picker = try host.datePicker("Departure")
        #expect(host.isShown(text: "Jun 3, 2025 at 9:30\u{202F}AM"), "texts: \(host.shownTexts)")
        #expect(host.date(of: picker) == DateComponents(year: 2025, month: 6, day: 3, hour: 9, minute: 30))
        var writes = 0
        let subscription = trip.$departure.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 17), in: picker)
        #expect(trip.departure == Self.date(2025, 6, 17, 9, 30))
        #expect(writes == 1)
        #expect(host.isShown(text: "Jun 17, 2025 at 9:30\u{202F}AM"))
        #expect(host.date(of: try host.datePicker("Inline")).day == 17, "the other picker follows")
        #expect(host.statistics.writes(of: "DatePicker.day") == 1, "the inline one moves; this one is not echoed")
        #expect(host.statistics.bodyEvaluations(of: TripForm.self) == 1)
    }

    @Test("changing the hour and minute keeps the day and shows two digits")
    func compactPickTime() throws {
        let trip = Trip()
        let host = try GtkTestHost(TripForm(trip: trip), environment: Self.environment)
        defer { host.close() }
        let picker = try host.datePicker("Departure")
        try host.pickDate(DateComponents(hour: 14, minute: 5), in: picker)
        #expect(trip.departure == Self.date(2025, 6, 3, 14, 5))
        #expect(host.isShown(text: "Jun 3, 2025 at 2:05\u{202F}PM"))
        #expect(host.timeSpins(in: picker).map(\.text) == ["14", "05"])
        // The hour wraps from 23 to 00 on the same day, as a clock's hour field does.
        try host.pickDate(DateComponents(hour: 23), in: picker)
        let hour = try #require(host.timeSpins(in: picker).first)
        hour.step(forward: true)
        host.waitUntilIdle()
        #expect(hour.text == "00")
        #expect(trip.departure == Self.date(2025, 6, 3, 0, 5))
    }

    @Test("setting the date from code moves both pickers once, with no echo back")
    func fromCode() throws {
        let trip = Trip()
        let host = try GtkTestHost(TripForm(trip: trip), environment: Self.environment)
        defer { host.close() }
        var writes = 0
        let subscription = trip.$departure.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        trip.departure = Self.date(2026, 1, 20, 18, 45)
        host.waitUntilIdle()
        #expect(writes == 1, "moving the widgets wrote nothing back")
        #expect(host.statistics.bodyEvaluations(of: TripForm.self) == 1)
        #expect(host.statistics.writes(of: "DatePicker.day") == 2)
        #expect(host.statistics.writes(of: "DatePicker.time") == 2)
        #expect(host.statistics.writes(of: "DatePicker.title") == 0)
        for title in ["Departure", "Inline"] {
            #expect(
                host.date(of: try host.datePicker(title))
                    == DateComponents(year: 2026, month: 1, day: 20, hour: 18, minute: 45))
        }
        #expect(host.isShown(text: "Jan 20, 2026 at 6:45\u{202F}PM"))
    }

    struct Booking: View {
        @State var night = DatePickerGtkTests.date(2025, 6, 10, 20, 0)
        let first = DatePickerGtkTests.date(2025, 6, 5, 12, 0)
        let last = DatePickerGtkTests.date(2025, 6, 20, 12, 0)
        var body: some View {
            VStack {
                DatePicker("Night", selection: $night, in: first...last)
                DatePicker("From", selection: $night, in: first..., displayedComponents: .date)
                    .datePickerStyle(.graphical)
                DatePicker("Until", selection: $night, in: ...last, displayedComponents: .hourAndMinute)
                Text("night \(night.ISO8601Format())")
            }
        }
    }

    @Test("a day or time outside the range is put back to the range's nearest end")
    func rangeClamps() throws {
        let host = try GtkTestHost(Booking(), environment: Self.environment)
        defer { host.close() }
        let night = try host.datePicker("Night")
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 25), in: night)
        let last = Self.date(2025, 6, 20, 12, 0)
        #expect(host.isShown(text: "night \(last.ISO8601Format())"))
        #expect(host.date(of: night) == DateComponents(year: 2025, month: 6, day: 20, hour: 12, minute: 0))
        // The binding already holds the end: the calendar is still moved back.
        try host.pickDate(DateComponents(year: 2025, month: 7, day: 2), in: night)
        #expect(host.date(of: night).day == 20 && host.date(of: night).month == 6)
        let from = try host.datePicker("From")
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 1), in: from)
        let first = Self.date(2025, 6, 5, 12, 0)
        #expect(host.isShown(text: "night \(first.ISO8601Format())"))
        #expect(host.date(of: from) == DateComponents(year: 2025, month: 6, day: 5))
        // Picking inside the range keeps the time of day.
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 8), in: from)
        #expect(host.isShown(text: "night \(Self.date(2025, 6, 8, 12, 0).ISO8601Format())"))
        try host.pickDate(DateComponents(hour: 23, minute: 59), in: try host.datePicker("Until"))
        #expect(host.isShown(text: "night \(Self.date(2025, 6, 8, 23, 59).ISO8601Format())"))
    }

    @Test("the inline calendar and the time spin buttons are operated with the keyboard")
    func keyboardGraphical() throws {
        let trip = Trip()
        let host = try GtkTestHost(TripForm(trip: trip), environment: Self.environment)
        defer { host.close() }
        let inline = try host.datePicker("Inline")
        let calendar = try #require(host.calendar(in: inline))
        #expect(calendar.isFocusable)
        #expect(calendar.grabFocus())
        // GTK's keyboard focus starts on the grid's first cell: Right, Right, Space picks the third.
        try host.pressKeys("Right", "Right", "space")
        let picked = host.date(of: inline)
        #expect(picked.day != 3)
        #expect(trip.departure == Self.date(picked.year!, picked.month!, picked.day!, 9, 30))
        let hour = try #require(host.timeSpins(in: inline).first)
        #expect(hour.grabFocus())
        try host.pressKeys("Up")
        #expect(trip.departure == Self.date(picked.year!, picked.month!, picked.day!, 10, 30))
        #expect(host.date(of: inline).hour == 10)
    }

    @Test("the compact button opens its popover with Space, and Escape closes it")
    func keyboardCompact() throws {
        let trip = Trip()
        let host = try GtkTestHost(TripForm(trip: trip), environment: Self.environment)
        defer { host.close() }
        let picker = try #require(try host.datePicker("Departure").asMenuButton)
        let button = try #require(picker.children.first)
        #expect(button.isFocusable)
        #expect(button.grabFocus())
        try host.pressKeys("space")
        #expect(picker.isOpen)
        let calendar = try #require(host.calendar(in: picker))
        #expect(calendar.hasFocus, "the popover focuses its calendar")
        try host.pressKeys("Right", "space")
        let picked = host.date(of: picker)
        #expect(trip.departure == Self.date(picked.year!, picked.month!, picked.day!, 9, 30))
        #expect(picker.isOpen, "picking a day leaves the popover open for the time")
        try host.pressKeys("Escape")
        #expect(!picker.isOpen)
    }
}
