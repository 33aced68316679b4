/// The shape of a rounded rectangle's corners.
///
/// GTK rounds corners with circular arcs (as CSS `border-radius` does), so `continuous`
/// corners, which SwiftUI draws as a smoother squircle, are drawn as `circular` ones: the
/// difference is a fraction of a pixel at the radii apps use.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// A continuous curve in SwiftUI; quarter circles on GTK.
    case continuous
}
