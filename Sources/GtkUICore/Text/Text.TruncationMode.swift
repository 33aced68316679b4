extension Text {
    /// Where text that does not fit its lines is cut and an ellipsis shown.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public enum TruncationMode: Hashable, Sendable {
        /// "…end of the text".
        case head
        /// "Start of the…", the default.
        case tail
        /// "Start…end".
        case middle
    }
}
