import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `.datePickerStyle(_:)`, the displayed components and the environment's calendar: which
/// widgets a date picker gets and what its summary says.
@MainActor
@Suite("DatePicker styles and components")
struct DatePickerStyleTests {
    struct Styled: View {
        let date = DatePickerTests.date(2025, 6, 3, 9, 30)
        var body: some View {
            VStack {
                DatePicker("Automatic", selection: .constant(date)).datePickerStyle(.automatic)
                DatePicker("Compact", selection: .constant(date)).datePickerStyle(.compact)
                DatePicker("Graphical", selection: .constant(date)).datePickerStyle(.graphical)
                DatePicker("Field", selection: .constant(date)).datePickerStyle(.field)
                DatePicker("Stepper field", selection: .constant(date)).datePickerStyle(.stepperField)
                DatePicker("Wheel", selection: .constant(date)).datePickerStyle(.wheel)
            }
        }
    }

    @Test("each style maps to the nearest GTK widgets: compact, or graphical for .graphical and .wheel")
    func styles() {
        let host = CoreHost(Styled(), environment: DatePickerTests.environment())
        let kinds = host.allWidgets.filter { $0.kind == "DatePicker" }.map { "\($0.text!)=\($0.properties["style"]!)" }
        #expect(
            kinds == [
                "Automatic=compact", "Compact=compact", "Graphical=graphical", "Field=compact",
                "Stepper field=compact", "Wheel=graphical",
            ])
    }

    struct Components: View {
        let date = DatePickerTests.date(2025, 6, 3, 9, 30)
        var body: some View {
            VStack {
                DatePicker("Day", selection: .constant(date), displayedComponents: .date)
                DatePicker("Time", selection: .constant(date), displayedComponents: .hourAndMinute)
                DatePicker("Nothing", selection: .constant(date), displayedComponents: [])
            }
        }
    }

    @Test("the summary shows only the displayed components; an empty set is reported and shows the date")
    func components() throws {
        let (host, messages) = capturingDiagnostics {
            CoreHost(Components(), environment: DatePickerTests.environment())
        }
        let summaries = host.allWidgets.filter { $0.kind == "DatePicker" }.map { $0.properties["summary"] as? String }
        #expect(summaries == ["Jun 3, 2025", "9:30\u{202F}AM", "Jun 3, 2025"])
        let components = host.allWidgets.filter { $0.kind == "DatePicker" }.map { $0.properties["components"] as? UInt }
        #expect(components == [1, 2, 1])
        #expect(messages.filter { $0.contains("DatePicker “Nothing”") && $0.contains(".date") }.count == 1)
    }

    @Test("the summary follows the environment's calendar and locale; the grid stays Gregorian")
    func calendarAndLocale() throws {
        var environment = DatePickerTests.environment()
        environment.calendar = Calendar(identifier: .japanese)
        environment.locale = Locale(identifier: "ja_JP")
        let date = DatePickerTests.date(2025, 6, 3, 9, 30)
        let host = CoreHost(
            DatePicker("Day", selection: .constant(date), displayedComponents: .date), environment: environment)
        let day = try #require(host.allWidgets.first { $0.text == "Day" })
        let summary = try #require(day.properties["summary"] as? String)
        #expect(summary.contains("令和7"), "Reiwa 7 is 2025: \(summary)")
        #expect(day.shownDay == [2025, 6, 3])
    }

    struct MyStyle: DatePickerStyle {}

    @Test("a style of your own is drawn compact and reported once")
    func customStyle() {
        let (host, messages) = capturingDiagnostics {
            CoreHost(
                DatePicker("Mine", selection: .constant(Date())).datePickerStyle(MyStyle()),
                environment: DatePickerTests.environment())
        }
        #expect(host.allWidgets.first { $0.kind == "DatePicker" }?.properties["style"] as? String == "compact")
        #expect(messages.filter { $0.contains("MyStyle") }.count == 1)
    }
}
