extension Text {
    /// A letter case that `.textCase(_:)` shows text in, whatever case it was written in.
    ///
    /// ```swift
    /// Text("Recent").textCase(.uppercase)   // "RECENT"
    /// ```
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals, by the rules of the environment's locale.
        case uppercase
        /// Every letter in small letters, by the rules of the environment's locale.
        case lowercase
    }
}
