import Foundation
import GtkUI

/// A colour read from the screen, each channel 0…1.
public struct RGBA: Equatable, CustomStringConvertible {
    /// The red channel.
    public var red: Double
    /// The green channel.
    public var green: Double
    /// The blue channel.
    public var blue: Double
    /// Opacity.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of `color`'s components.
    @MainActor
    public init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
    }

    /// Whether each channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: Double = 0.06) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    /// Perceived brightness, 0 (black) … 1 (white).
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// `rgba(r, g, b, a)` with channels 0…255.
    public var description: String {
        "rgba(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255)), \(String(format: "%.2f", alpha)))"
    }
}
