import GtkUI

/// A kind of quantity the converter knows, such as length or temperature.
///
/// Stored by `@AppStorage` through its raw value, so a renamed case would reset the choice.
enum ConversionKind: String, CaseIterable, Identifiable {
    case length, mass, temperature, volume, speed

    var id: Self { self }

    /// The name shown in the Quantity picker.
    var name: String {
        switch self {
        case .length: "Length"
        case .mass: "Mass"
        case .temperature: "Temperature"
        case .volume: "Volume"
        case .speed: "Speed"
        }
    }

    /// The units of this kind, in the order the unit pickers show them.
    var units: [ConverterUnit] { ConverterUnit.allCases.filter { $0.kind == self } }

    /// The pair of units chosen when the user switches to this kind: a common conversion.
    var defaultUnits: (from: ConverterUnit, to: ConverterUnit) {
        switch self {
        case .length: (.kilometers, .miles)
        case .mass: (.kilograms, .pounds)
        case .temperature: (.celsius, .fahrenheit)
        case .volume: (.liters, .usGallons)
        case .speed: (.kilometersPerHour, .milesPerHour)
        }
    }
}
