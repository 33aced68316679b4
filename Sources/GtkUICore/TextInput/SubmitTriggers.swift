/// Which submissions `.onSubmit(of:_:)` reacts to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a text or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return pressed in a search field (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 2)
}
