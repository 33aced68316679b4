extension Font {
    /// A font's design: GNOME's interface font, or a serif, rounded or fixed-width family.
    ///
    /// ```swift
    /// Text("let x = 1").font(.system(.body, design: .monospaced))
    /// ```
    public enum Design: Hashable, Sendable {
        /// The interface font.
        case `default`
        /// A serif family.
        case serif
        /// A rounded family, where the fonts have one; the interface font otherwise.
        case rounded
        /// A fixed-width family (GNOME's `monospace` style class).
        case monospaced
    }
}
