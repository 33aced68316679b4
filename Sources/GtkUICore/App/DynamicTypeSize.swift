/// The text size a person asked for, from extra small to the accessibility sizes.
///
/// On GNOME it follows the desktop's text scaling factor (Settings ▸ Accessibility ▸ Large
/// Text, or `org.gnome.desktop.interface text-scaling-factor`, which reaches GTK as the
/// `gtk-xft-dpi` setting): 1.0 is ``large``, the default, and each size stands for the factor
/// nearest to its ratio to it — 1.25 (Large Text) is ``xxLarge``. GTK already draws text at the
/// scaled size; read the value to adapt layouts, for example stacking controls vertically at
/// the accessibility sizes.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var typeSize
/// var body: some View {
///     if typeSize.isAccessibilitySize { VStack { fields } } else { HStack { fields } }
/// }
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size (a scaling factor near 0.82).
    case xSmall
    /// A small size (near 0.88).
    case small
    /// A medium size (near 0.94).
    case medium
    /// The default size (a factor of 1.0).
    case large
    /// A large size (near 1.12).
    case xLarge
    /// An extra large size (near 1.24; GNOME's Large Text is 1.25).
    case xxLarge
    /// An extra extra large size (near 1.35).
    case xxxLarge
    /// The first accessibility size (near 1.65).
    case accessibility1
    /// The second accessibility size (near 1.94).
    case accessibility2
    /// The third accessibility size (near 2.35).
    case accessibility3
    /// The fourth accessibility size (near 2.76).
    case accessibility4
    /// The largest accessibility size (near 3.12).
    case accessibility5

    /// Whether this is one of the accessibility sizes, ``accessibility1`` and above.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Each size's text size relative to ``large``'s, as iOS's body text steps (14 … 53 pt
    /// over 17 pt).
    private var ratio: Double {
        switch self {
        case .xSmall: 14 / 17
        case .small: 15 / 17
        case .medium: 16 / 17
        case .large: 1
        case .xLarge: 19 / 17
        case .xxLarge: 21 / 17
        case .xxxLarge: 23 / 17
        case .accessibility1: 28 / 17
        case .accessibility2: 33 / 17
        case .accessibility3: 40 / 17
        case .accessibility4: 47 / 17
        case .accessibility5: 53 / 17
        }
    }

    /// The size whose ratio to ``large`` is nearest `factor`, the desktop's text scaling factor.
    public init(textScalingFactor factor: Double) {
        guard factor.isFinite, factor > 0 else {
            self = .large
            return
        }
        self = Self.allCases.min { abs($0.ratio - factor) < abs($1.ratio - factor) } ?? .large
    }
}
