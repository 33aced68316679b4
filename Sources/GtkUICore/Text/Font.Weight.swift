extension Font {
    /// How heavy a font's strokes are, from ultra-light to black.
    ///
    /// ```swift
    /// Text("Total").fontWeight(.semibold)
    /// ```
    public struct Weight: Hashable, Sendable {
        /// The CSS and OpenType weight, 100 (thin) to 900 (black).
        public let value: Int

        private init(_ value: Int) { self.value = value }

        /// Weight 100.
        public static let thin = Weight(100)
        /// Weight 200.
        public static let ultraLight = Weight(200)
        /// Weight 300.
        public static let light = Weight(300)
        /// Weight 400, the default.
        public static let regular = Weight(400)
        /// Weight 500.
        public static let medium = Weight(500)
        /// Weight 600.
        public static let semibold = Weight(600)
        /// Weight 700.
        public static let bold = Weight(700)
        /// Weight 800.
        public static let heavy = Weight(800)
        /// Weight 900.
        public static let black = Weight(900)
    }
}
