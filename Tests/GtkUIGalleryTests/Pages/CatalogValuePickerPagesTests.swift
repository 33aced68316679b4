import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's date and colour picker pages on real GTK widgets.
@MainActor
@Suite("Catalog value picker pages", .serialized)
struct CatalogValuePickerPagesTests {
    static var english: EnvironmentValues {
        var environment = GalleryResources.environment(language: "en")
        environment.locale = Locale(identifier: "en_US")
        return environment
    }

    @Test("the date pickers page: picking a departure day moves the inline calendar; Return cannot come before it")
    func datePickersPage() throws {
        let host = try GtkTestHost(DatePickersCatalog(), environment: Self.english)
        defer { host.close() }
        let departure = try host.datePicker("Departure")
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 12), in: departure)
        #expect(host.date(of: try host.datePicker("Calendar")).day == 12, "the inline calendar shares the date")
        #expect(host.isShown(text: "Leaving June 12, 2025 at 9:30\u{202F}AM, back June 10, 2025."))
        let returning = try host.datePicker("Return")
        try host.pickDate(DateComponents(year: 2025, month: 6, day: 11), in: returning)
        #expect(host.date(of: returning).day == 12, "a return before departure is put back to the departure day")
        try host.pickDate(DateComponents(hour: 6, minute: 45), in: try host.datePicker("Wake-up"))
        #expect(host.timeSpins(in: try host.datePicker("Wake-up")).map(\.text) == ["06", "45"])
    }

    @Test("the colour pickers page: choosing ink in the dialog colours the sample text")
    func colorPickersPage() throws {
        let host = try GtkTestHost(ColorPickersCatalog(), environment: Self.english)
        defer { host.close() }
        let ink = try host.colorPicker("Ink")
        #expect(ink.usesAlpha)
        #expect(!(try host.colorPicker("Paper").usesAlpha))
        let sample = try #require(host.label("The quick brown fox jumps over the lazy dog."))
        try host.pickColor(Color(red: 0.8, green: 0.1, blue: 0.1), in: ink)
        let red = try #require(sample.drawnRuns.first?.foreground)
        #expect(red.count >= 3 && abs(red[0] - 0.8) < 0.01 && abs(red[1] - 0.1) < 0.01, "drawn in the ink: \(red)")
    }
}
