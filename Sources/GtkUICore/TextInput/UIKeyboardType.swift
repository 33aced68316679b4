/// The kind of keyboard a field asks for, as UIKit names it; GtkUI passes it to input methods
/// as GTK's input purpose (`.emailAddress` → email, `.numberPad` → digits, …).
public enum UIKeyboardType: Int, Sendable {
    /// Any text.
    case `default`
    /// ASCII letters.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// A web address.
    case URL
    /// Digits.
    case numberPad
    /// A telephone number.
    case phonePad
    /// A name or a telephone number.
    case namePhonePad
    /// An email address.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Text with @ and #.
    case twitter
    /// A search.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad

    var purpose: TextInputTraits.Purpose {
        switch self {
        case .URL: .url
        case .numberPad, .asciiCapableNumberPad: .digits
        case .decimalPad, .numbersAndPunctuation: .number
        case .phonePad: .phone
        case .emailAddress: .email
        case .namePhonePad: .name
        default: .freeForm
        }
    }
}
