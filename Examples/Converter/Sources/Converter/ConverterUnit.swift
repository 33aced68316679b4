import GtkUI

/// A unit the converter offers, backed by one of Foundation's `Dimension`s.
///
/// Raw values are unique across kinds so a single `@AppStorage` key can hold any unit.
enum ConverterUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, centimeters, millimeters, miles, yards, feet, inches
    case kilograms, grams, milligrams, pounds, ounces, stones
    case celsius, fahrenheit, kelvin
    case liters, milliliters, cubicMeters, usGallons, imperialGallons, usFluidOunces
    case metersPerSecond, kilometersPerHour, milesPerHour, knots

    var id: Self { self }

    /// The kind of quantity this unit measures.
    var kind: ConversionKind {
        switch self {
        case .meters, .kilometers, .centimeters, .millimeters, .miles, .yards, .feet, .inches: .length
        case .kilograms, .grams, .milligrams, .pounds, .ounces, .stones: .mass
        case .celsius, .fahrenheit, .kelvin: .temperature
        case .liters, .milliliters, .cubicMeters, .usGallons, .imperialGallons, .usFluidOunces: .volume
        case .metersPerSecond, .kilometersPerHour, .milesPerHour, .knots: .speed
        }
    }

    /// Foundation's unit, which does the arithmetic.
    var dimension: Dimension {
        switch self {
        case .meters: UnitLength.meters
        case .kilometers: UnitLength.kilometers
        case .centimeters: UnitLength.centimeters
        case .millimeters: UnitLength.millimeters
        case .miles: UnitLength.miles
        case .yards: UnitLength.yards
        case .feet: UnitLength.feet
        case .inches: UnitLength.inches
        case .kilograms: UnitMass.kilograms
        case .grams: UnitMass.grams
        case .milligrams: UnitMass.milligrams
        case .pounds: UnitMass.pounds
        case .ounces: UnitMass.ounces
        case .stones: UnitMass.stones
        case .celsius: UnitTemperature.celsius
        case .fahrenheit: UnitTemperature.fahrenheit
        case .kelvin: UnitTemperature.kelvin
        case .liters: UnitVolume.liters
        case .milliliters: UnitVolume.milliliters
        case .cubicMeters: UnitVolume.cubicMeters
        case .usGallons: UnitVolume.gallons
        case .imperialGallons: UnitVolume.imperialGallons
        case .usFluidOunces: UnitVolume.fluidOunces
        case .metersPerSecond: UnitSpeed.metersPerSecond
        case .kilometersPerHour: UnitSpeed.kilometersPerHour
        case .milesPerHour: UnitSpeed.milesPerHour
        case .knots: UnitSpeed.knots
        }
    }

    /// The name shown in the unit pickers.
    var name: String {
        switch self {
        case .meters: "Meters"
        case .kilometers: "Kilometers"
        case .centimeters: "Centimeters"
        case .millimeters: "Millimeters"
        case .miles: "Miles"
        case .yards: "Yards"
        case .feet: "Feet"
        case .inches: "Inches"
        case .kilograms: "Kilograms"
        case .grams: "Grams"
        case .milligrams: "Milligrams"
        case .pounds: "Pounds"
        case .ounces: "Ounces"
        case .stones: "Stones"
        case .celsius: "Celsius"
        case .fahrenheit: "Fahrenheit"
        case .kelvin: "Kelvin"
        case .liters: "Liters"
        case .milliliters: "Milliliters"
        case .cubicMeters: "Cubic Meters"
        case .usGallons: "US Gallons"
        case .imperialGallons: "Imperial Gallons"
        case .usFluidOunces: "US Fluid Ounces"
        case .metersPerSecond: "Meters per Second"
        case .kilometersPerHour: "Kilometers per Hour"
        case .milesPerHour: "Miles per Hour"
        case .knots: "Knots"
        }
    }

    /// The short symbol written after a value, such as “km” or “°F”.
    var symbol: String { dimension.symbol }

    /// Converts `value` from this unit to `target`, which must be of the same kind.
    func convert(_ value: Double, to target: ConverterUnit) -> Double {
        precondition(kind == target.kind, "cannot convert \(name) to \(target.name)")
        return Measurement(value: value, unit: dimension).converted(to: target.dimension).value
    }
}
