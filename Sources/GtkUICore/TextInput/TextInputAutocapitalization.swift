/// How a field capitalises words as they are typed; GtkUI passes it to input methods.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let capitalization: TextInputTraits.Capitalization

    /// No capitals.
    public static let never = TextInputAutocapitalization(capitalization: .never)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(capitalization: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(capitalization: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(capitalization: .characters)
}
