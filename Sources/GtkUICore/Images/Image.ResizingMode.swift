extension Image {
    /// How a resizable image fills its space, as `resizable(capInsets:resizingMode:)` takes.
    ///
    /// GTK draws an image scaled as a whole, so both modes stretch it.
    public enum ResizingMode: Hashable, Sendable {
        /// Scales the image to the space.
        case stretch
        /// Repeats the image in SwiftUI; stretched on GTK.
        case tile
    }
}
