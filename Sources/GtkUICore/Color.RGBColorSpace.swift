import Foundation

extension Color {
    /// The colour space a colour's red, green and blue components are given in.
    ///
    /// ```swift
    /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)  // a mid grey in light energy
    /// ```
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB space, which GTK draws in.
        case sRGB
        /// sRGB's primaries without its transfer curve: components proportional to light.
        case sRGBLinear
        /// The Display P3 space, with sRGB's transfer curve and wider primaries.
        case displayP3

        /// The components as sRGB encodes them, clipped to 0…1 for colours sRGB cannot show.
        func sRGBComponents(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
            switch self {
            case .sRGB:
                return (red, green, blue)
            case .sRGBLinear:
                return (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                // P3 to linear sRGB through XYZ (D65), as CSS Color 4 gives it.
                let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
                let linear = (
                    1.2249401 * r - 0.2249404 * g + 0.0000000 * b,
                    -0.0420569 * r + 1.0420571 * g + 0.0000000 * b,
                    -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
                )
                func clip(_ value: Double) -> Double { min(1, max(0, value)) }
                return (clip(Self.encode(linear.0)), clip(Self.encode(linear.1)), clip(Self.encode(linear.2)))
            }
        }

        /// sRGB's transfer curve: a linear component to its encoded value.
        private static func encode(_ linear: Double) -> Double {
            let sign: Double = linear < 0 ? -1 : 1
            let value = abs(linear)
            return sign * (value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055)
        }

        /// The inverse of ``encode(_:)``.
        private static func decode(_ encoded: Double) -> Double {
            let sign: Double = encoded < 0 ? -1 : 1
            let value = abs(encoded)
            return sign * (value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4))
        }
    }
}
