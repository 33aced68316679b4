import Foundation

extension TextField {
    /// Creates a field that shows `value` formatted by `format` and, when the user presses Return
    /// or leaves the field, parses what they typed with the format's parse strategy and writes
    /// the value.
    ///
    /// Text that does not parse leaves the value as it was and shows the field as invalid until
    /// it is corrected or the value changes elsewhere. The format follows the environment's
    /// locale.
    ///
    /// ```swift
    /// TextField("Quantity", value: $quantity, format: .number)
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// TextField("Discount", value: $discount, format: .percent)
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: .key(titleKey), content: .value(FormattedFieldValue(value, format: format)), prompt: prompt)
    }

    /// Creates a field named `title` bound to `value` through `format`, parsed when the user
    /// presses Return or leaves the field.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: .verbatim(String(title)), content: .value(FormattedFieldValue(value, format: format)),
            prompt: prompt)
    }
    /// Creates a field bound to an optional value through `format`: empty text, or text that
    /// does not parse, writes nil when the user presses Return or leaves the field.
    ///
    /// Text that does not parse stays in the field, marked invalid, so the user can correct it;
    /// nil shows as an empty field.
    ///
    /// ```swift
    /// @State private var amount: Double? = 1
    /// TextField("Amount", value: $amount, format: .number)
    /// if amount == nil { Text("Enter a number") }
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: .key(titleKey), content: .value(FormattedFieldValue(optional: value, format: format)),
            prompt: prompt)
    }

    /// Creates a field named `title` bound to an optional value through `format`; text that is
    /// empty or does not parse writes nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: .verbatim(String(title)), content: .value(FormattedFieldValue(optional: value, format: format)),
            prompt: prompt)
    }
}

/// A bound value and the format style that shows and parses it, without their types.
@MainActor
struct FormattedFieldValue {
    /// The bound value as text for a locale; reads the binding, so the reader depends on it.
    let formatted: @MainActor (Locale) -> String
    /// Parses text for a locale; when it parses, writes the value and returns true.
    let commit: @MainActor (String, Locale) -> Bool

    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        formatted = { format.locale($0).format(value.wrappedValue) }
        commit = { text, locale in
            let style = format.locale(locale)
            guard let parsed = try? style.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
    }

    /// Shows nil as empty text; writes nil for empty text (valid) and for text that does not
    /// parse (invalid), as SwiftUI's optional-value field does.
    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        formatted = { locale in value.wrappedValue.map { format.locale(locale).format($0) } ?? "" }
        commit = { text, locale in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let parsed = trimmed.isEmpty ? nil : try? format.locale(locale).parseStrategy.parse(trimmed)
            value.wrappedValue = parsed
            return parsed != nil || trimmed.isEmpty
        }
    }
}
