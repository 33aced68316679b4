import GtkUI

/// A trip booked with every date picker style: a compact date and time, a return date that
/// cannot come before departure, an inline calendar and inline hour and minute.
struct DatePickersCatalog: View {
    /// 3 June 2025, 9:30, in the user's time zone: a fixed day, so the page looks the same
    /// whenever it is opened.
    static let departure = Calendar.current.date(
        from: DateComponents(year: 2025, month: 6, day: 3, hour: 9, minute: 30))!

    @State private var departure = DatePickersCatalog.departure
    @State private var returning = DatePickersCatalog.departure.addingTimeInterval(7 * 86_400)
    @State private var alarm = DatePickersCatalog.departure

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DatePicker("Departure", selection: $departure)
            DatePicker("Return", selection: $returning, in: departure..., displayedComponents: .date)
            HStack(alignment: .top, spacing: 24) {
                DatePicker("Calendar", selection: $departure, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .labelsHidden()
                DatePicker("Wake-up", selection: $alarm, displayedComponents: .hourAndMinute)
                    .datePickerStyle(.graphical)
            }
            Text("Leaving \(departure, style: .date) at \(departure, style: .time), back \(returning, style: .date).")
                .foregroundStyle(.secondary)
        }
        .padding(4)
    }
}
