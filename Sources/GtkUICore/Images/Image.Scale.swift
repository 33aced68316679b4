extension Image {
    /// How large a fixed-size icon is drawn, set with `.imageScale(_:)`.
    ///
    /// SwiftUI scales a symbol with the text around it; GTK draws symbolic icons on a 16-pixel
    /// grid, so GtkUI gives each scale a size in pixels: 12 (`small`), 16 (`medium`, GNOME's
    /// usual icon size) and 24 (`large`). Resizable images ignore the scale.
    ///
    /// ```swift
    /// Image(systemName: "gear").imageScale(.large)
    /// ```
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// 12 pixels.
        case small
        /// 16 pixels, the default.
        case medium
        /// 24 pixels.
        case large

        /// The icon's width and height in pixels.
        public var pixelSize: Int {
            switch self {
            case .small: 12
            case .medium: 16
            case .large: 24
            }
        }
    }
}
