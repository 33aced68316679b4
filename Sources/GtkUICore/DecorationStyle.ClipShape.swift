import Foundation

extension DecorationStyle {
    /// The outlines a decoration box can clip to with CSS rounded corners, which is what GTK
    /// 4.8 clips a widget's content to.
    public enum ClipShape: Hashable, Sendable {
        /// A rectangle with elliptical corners of `width` × `height`.
        case roundedRectangle(width: Double, height: Double)
        /// Fully rounded short ends (`Capsule`).
        case capsule
        /// The ellipse filling the box (`Ellipse`; also `Circle`, which is exact on a square
        /// box).
        case ellipse

        /// The value of CSS `border-radius`.
        public var cssRadius: String {
            switch self {
            case .roundedRectangle(let width, let height):
                width == height ? "\(width)px" : "\(width)px / \(height)px"
            // GTK scales radii that overlap down until they fit: half the shorter side.
            case .capsule: "9999px"
            case .ellipse: "50%"
            }
        }

        /// The clip for `shape`, or nil (with `isExact` false) when no rounded rectangle can
        /// stand for it and it is clipped to its bounds instead.
        @MainActor
        static func of(_ shape: any Shape) -> (clip: ClipShape, isExact: Bool) {
            switch shape {
            case is Rectangle: (.roundedRectangle(width: 0, height: 0), true)
            case let rounded as RoundedRectangle:
                (
                    .roundedRectangle(
                        width: Double(rounded.cornerSize.width), height: Double(rounded.cornerSize.height)), true
                )
            case is Capsule: (.capsule, true)
            case is Ellipse, is Circle: (.ellipse, true)
            default: (.roundedRectangle(width: 0, height: 0), false)
            }
        }
    }
}
