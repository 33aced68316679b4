import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Date and colour pickers leave nothing behind when they leave the tree, after use: their
/// calendar, spin button and colour button handlers go, and so do their wrappers.
@MainActor
@Suite("Value picker leaks", .serialized)
struct ValuePickerLeakTests {
    struct Shown: View {
        @State var isShown = true
        @State var date = DatePickerGtkTests.date(2025, 6, 3, 9, 30)
        @State var color = Color.green
        var body: some View {
            VStack {
                if isShown {
                    DatePicker("Compact", selection: $date)
                    DatePicker("Inline", selection: $date).datePickerStyle(.graphical)
                    ColorPicker("Colour", selection: $color)
                }
                Button(isShown ? "Hide" : "Show") { isShown.toggle() }
            }
        }
    }

    @Test("removing used date and colour pickers releases every handler and wrapper they made")
    func removingReleases() throws {
        let host = try GtkTestHost(Shown(), environment: DatePickerGtkTests.environment)
        defer { host.close() }
        host.click(try host.button("Hide"))
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            host.click(try host.button("Show"))
            try host.pickDate(DateComponents(year: 2025, month: 6, day: 9, hour: 7), in: try host.datePicker("Compact"))
            try host.pickDate(DateComponents(year: 2025, month: 6, day: 10), in: try host.datePicker("Inline"))
            try host.pickColor(Color(red: 1, green: 0, blue: 0), in: try host.colorPicker("Colour"))
            #expect(Gtk.liveSignalHandlerCount > handlers)
            host.click(try host.button("Hide"))
        }
        #expect(Gtk.liveSignalHandlerCount == handlers)
        #expect(Gtk.Object.liveCount == wrappers)
    }
}
