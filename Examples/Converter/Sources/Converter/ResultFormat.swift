import GtkUI

/// How the converter writes numbers: the Options section's choices, as a format style.
struct ResultFormat: Equatable {
    /// Digits after the decimal separator (of the mantissa in scientific notation).
    var decimalPlaces: Int
    /// Whether thousands are separated (“12,345” rather than “12345”).
    var usesGrouping: Bool
    /// Whether values are written as a mantissa and a power of ten (“1.23E4”).
    var isScientific: Bool

    /// The Foundation format style for these choices in `locale`.
    func style(locale: Locale) -> FloatingPointFormatStyle<Double> {
        let style = FloatingPointFormatStyle<Double>.number.locale(locale)
            .precision(.fractionLength(decimalPlaces))
        return isScientific ? style.notation(.scientific) : style.grouping(usesGrouping ? .automatic : .never)
    }

    /// `value` followed by `unit`'s symbol, such as “7.46 mi”.
    ///
    /// A value that rounds to zero is written as zero, so 32 °F in Celsius reads “0.00 °C”
    /// rather than “-0.00 °C”.
    func string(_ value: Double, _ unit: ConverterUnit, locale: Locale) -> String {
        let rounding = 0.5 * pow(10, -Double(decimalPlaces))
        let shown = !isScientific && abs(value) < rounding ? 0 : value
        return "\(shown.formatted(style(locale: locale))) \(unit.symbol)"
    }
}
