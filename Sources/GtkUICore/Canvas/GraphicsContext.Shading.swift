import Foundation

extension GraphicsContext {
    /// What a ``GraphicsContext`` fills and strokes with: a colour, a ``ShapeStyle``, or a
    /// gradient laid out in the context's coordinates.
    ///
    /// ```swift
    /// context.fill(path, with: .color(.orange))
    /// context.fill(path, with: .linearGradient(
    ///     Gradient(colors: [.blue, .green]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
    /// ```
    public struct Shading: Sendable {
        /// What the backend paints with.
        public let _paint: ShapePaint
        /// The rectangle a ``ShapePaint``'s unit points refer to; nil refers them to the bounds
        /// of the path being drawn, as a ``ShapeStyle`` gradient's are.
        public let _geometry: CGRect?

        init(paint: ShapePaint, geometry: CGRect?) {
            _paint = paint
            _geometry = geometry
        }

        /// A fixed colour.
        public static func color(_ color: Color) -> Shading { Shading(paint: color._paint, geometry: nil) }

        /// A colour from sRGB components, each 0…1.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A shape style: a colour, `.primary`, `.tint`, or a gradient laid over the bounds of
        /// what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(paint: style._paint, geometry: nil) }

        /// The text colour where the canvas is, as `.foreground` is for shapes.
        public static var foreground: Shading { Shading(paint: .foreground(opacity: 1), geometry: nil) }

        /// A gradient along the line from `startPoint` to `endPoint`, in the context's
        /// coordinates.
        ///
        /// - Parameter options: Accepted; cairo pads past the ends, as the default options do.
        @MainActor public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                paint: .linearGradient(
                    LinearGradient(
                        gradient: gradient, startPoint: UnitPoint(x: startPoint.x, y: startPoint.y),
                        endPoint: UnitPoint(x: endPoint.x, y: endPoint.y))),
                geometry: unitSquare)
        }

        /// A gradient in circles around `center`, from `startRadius` to `endRadius`.
        @MainActor public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                paint: .radialGradient(
                    RadialGradient(
                        gradient: gradient, center: UnitPoint(x: center.x, y: center.y), startRadius: startRadius,
                        endRadius: endRadius)),
                geometry: unitSquare)
        }

        /// A gradient sweeping once around `center`, starting at `angle`.
        @MainActor public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                paint: .angularGradient(
                    AngularGradient(
                        gradient: gradient, center: UnitPoint(x: center.x, y: center.y), startAngle: angle,
                        endAngle: .radians(angle.radians + 2 * .pi))),
                geometry: unitSquare)
        }

        /// Unit points in a 1 × 1 square are the context's own coordinates.
        private static let unitSquare = CGRect(x: 0, y: 0, width: 1, height: 1)

        /// This shading with the tint replaced by the canvas's.
        func resolved(in environment: EnvironmentValues) -> Shading {
            Shading(paint: _paint.resolvingTint(environment.tint), geometry: _geometry)
        }
    }

    /// How a gradient continues past its ends; GTK's canvas pads with the end colours.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient past its ends; accepted, drawn padded.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirror the gradient past its ends; accepted, drawn padded.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour; accepted, drawn gamma-encoded.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How ``GraphicsContext/clip(to:style:options:)`` clips.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
