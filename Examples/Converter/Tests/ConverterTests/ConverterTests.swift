import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Converter

/// The converter operated as a person does: typing amounts, pressing Enter, choosing units,
/// stepping the decimal places and flipping the formatting switches.
@MainActor
@Suite("Converter", .serialized)
struct ConverterTests {
    @Test("the amount field has the keyboard focus when the window opens")
    func focusAtStart() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        #expect(host.isFocused(try host.field(placeholder: "Amount")))
    }

    @Test("typing an amount and pressing Enter shows the converted value and keeps it in Recent")
    func enterConverts() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        #expect(host.resultText == "0.62 mi")
        #expect(host.isShown(text: "Press Enter in the amount field to keep a conversion here."))
        let amount = try host.field(placeholder: "Amount")
        host.enter("12", into: amount)
        #expect(host.resultText == "7.46 mi")
        #expect(host.recentConversions == ["12 km → 7.46 mi"])
        #expect(host.isFocused(amount), "the field keeps the focus for the next amount")
        host.enter("1,500", into: amount)
        #expect(amount.text == "1,500")
        #expect(host.recentConversions == ["1,500 km → 932.06 mi", "12 km → 7.46 mi"])
    }

    @Test("choosing other units in either picker converts the same amount again")
    func unitPickers() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        let to = try host.picker("To Unit")
        #expect(
            host.items(of: to) == [
                "Meters", "Kilometers", "Centimeters", "Millimeters", "Miles", "Yards", "Feet", "Inches",
            ])
        try host.select("Feet", in: to)
        #expect(host.resultText == "3,280.84 ft")
        try host.select("Meters", in: try host.picker("From Unit"))
        #expect(host.resultText == "3.28 ft")
    }

    @Test("choosing another quantity offers its units and picks a usual pair")
    func quantityChoosesUnits() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        try host.select("Temperature", in: try host.picker("Quantity"))
        let from = try host.picker("From Unit")
        #expect(host.items(of: from) == ["Celsius", "Fahrenheit", "Kelvin"])
        #expect(host.selectedItem(of: from) == "Celsius")
        #expect(host.selectedItem(of: try host.picker("To Unit")) == "Fahrenheit")
        host.enter("100", into: try host.field(placeholder: "Amount"))
        #expect(host.resultText == "212.00 °F")
    }

    @Test("Swap Units in the header bar exchanges the two units; 32 °F is 0 °C, not −0")
    func swapUnits() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        host.click(try host.toolbarButton("Swap Units"))
        #expect(host.selectedItem(of: try host.picker("From Unit")) == "Miles")
        #expect(host.selectedItem(of: try host.picker("To Unit")) == "Kilometers")
        #expect(host.resultText == "1.61 km")
        try host.select("Temperature", in: try host.picker("Quantity"))
        host.click(try host.toolbarButton("Swap Units"))
        host.enter("32", into: try host.field(placeholder: "Amount"))
        #expect(host.resultText == "0.00 °C")
    }

    @Test("the stepper sets how many decimals the result shows")
    func decimalPlaces() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        host.enter("12", into: try host.field(placeholder: "Amount"))
        host.click(try host.button("+"))
        #expect(host.resultText == "7.456 mi")
        let minus = try host.button("−")
        for _ in 0..<3 { host.click(minus) }
        #expect(host.resultText == "7 mi")
        #expect(!minus.isSensitive, "no fewer than zero places")
    }

    @Test("the switches turn the grouping separator off and scientific notation on")
    func formattingSwitches() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        host.enter("12000", into: try host.field(placeholder: "Amount"))
        #expect(host.resultText == "7,456.47 mi")
        host.click(try host.toggle("Use Grouping Separator"))
        #expect(host.resultText == "7456.47 mi")
        host.click(try host.toggle("Scientific Notation"))
        #expect(host.resultText == "7.46E3 mi")
        #expect(
            !(try host.toggle("Use Grouping Separator")).isEffectivelySensitive,
            "grouping means nothing in scientific notation")
    }

    @Test("text that is not a number says what to type and keeps the last result")
    func invalidInput() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        let message = "Enter a number, such as 12 or 3.5. The result still shows the last number."
        let amount = try host.field(placeholder: "Amount")
        host.enter("12", into: amount)
        #expect(!host.isShown(text: message))
        host.enter("abc", into: amount)
        #expect(host.isShown(text: message))
        #expect(host.showsError(amount))
        #expect(amount.text == "abc", "the text stays for the user to correct")
        #expect(host.resultText == "7.46 mi")
        #expect(host.recentConversions == ["12 km → 7.46 mi"], "nothing is kept for text that is not a number")
        host.enter("2", into: amount)
        #expect(!host.isShown(text: message))
        #expect(!host.showsError(amount))
        #expect(host.resultText == "1.24 mi")
    }

    @Test("Recent keeps the five newest conversions, newest first, until it is cleared")
    func recentConversions() throws {
        let host = try ConverterHost.open()
        defer { host.close() }
        let amount = try host.field(placeholder: "Amount")
        for value in 1...6 { host.enter("\(value)", into: amount) }
        #expect(host.recentConversions.map { $0.prefix(4) } == ["6 km", "5 km", "4 km", "3 km", "2 km"])
        host.click(try host.button("Clear Recent"))
        #expect(host.recentConversions.isEmpty)
        #expect(host.isShown(text: "Press Enter in the amount field to keep a conversion here."))
    }
}
