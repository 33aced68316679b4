extension Font {
    /// A semantic size and weight for text, from the largest title to the smallest caption.
    ///
    /// ```swift
    /// Text("Settings").font(.system(.title2))
    /// ```
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// The largest title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading.
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A smaller caption.
        case caption2
    }
}
