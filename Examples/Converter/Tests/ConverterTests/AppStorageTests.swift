import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import Converter

/// The converter's last choices survive a restart: a second window over a new store reading
/// the same file — what the next launch does — shows what the first left.
@MainActor
@Suite("Converter settings", .serialized)
struct AppStorageTests {
    @Test("quantity, units, decimal places and switches are the same at the next launch")
    func choicesSurviveRestart() throws {
        let file = ConverterHost.freshStorageFile()
        do {
            let host = try ConverterHost.open(storage: file)
            defer { host.close() }
            try host.select("Mass", in: try host.picker("Quantity"))
            try host.select("Ounces", in: try host.picker("To Unit"))
            host.click(try host.button("+"))
            host.click(try host.toggle("Scientific Notation"))
            #expect(host.resultText == "3.527E1 oz")
        }
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["kind"] as? String == "mass")
        #expect(saved?["toUnit"] as? String == "ounces")
        #expect(saved?["decimalPlaces"] as? Int == 3)

        let relaunched = try ConverterHost.open(storage: file)
        defer { relaunched.close() }
        #expect(relaunched.selectedItem(of: try relaunched.picker("Quantity")) == "Mass")
        #expect(relaunched.selectedItem(of: try relaunched.picker("From Unit")) == "Kilograms")
        #expect(relaunched.selectedItem(of: try relaunched.picker("To Unit")) == "Ounces")
        #expect(try relaunched.toggle("Scientific Notation").isActive)
        #expect(relaunched.resultText == "3.527E1 oz")
    }

    @Test("the app opens its window titled Converter with the form and the swap button")
    func appWindow() throws {
        ConverterHost.useStorage(at: ConverterHost.freshStorageFile())
        let host = try GtkTestHost(app: ConverterApp())
        defer { host.close() }
        #expect(host.title == "Converter")
        #expect(host.formGroups.map(\.header) == ["Quantity", "From", "To", "Options", "Recent"])
        #expect(host.toolbarButtonTitles == ["Swap Units"])
    }
}
