/// What a field's text means, as UIKit names it, for autofill; GtkUI passes the ones GTK knows
/// (names, email, telephone, URL, passwords, one-time codes) to input methods as its purpose.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the content type.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")

    var purpose: TextInputTraits.Purpose? {
        switch self {
        case .name, .givenName, .familyName, .nickname: .name
        case .telephoneNumber: .phone
        case .emailAddress: .email
        case .URL: .url
        case .password, .newPassword: .password
        case .oneTimeCode: .pin
        case .creditCardNumber, .postalCode: .digits
        default: nil
        }
    }
}
