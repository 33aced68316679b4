/// How large controls are drawn, set with `.controlSize(_:)`.
///
/// On GTK a button's size maps to its padding, minimum height and font size (GNOME's regular
/// button is 24 pixels high with 4 × 9 pixels of padding):
///
/// | Size | Padding (px) | Minimum height (px) | Font |
/// |---|---|---|---|
/// | `.mini` | 0 × 4 | 16 | 75 % |
/// | `.small` | 2 × 6 | 20 | 87 % |
/// | `.regular` | 4 × 9 | 24 | 100 % |
/// | `.large` | 8 × 16 | 34 | 100 % |
/// | `.extraLarge` | 12 × 22 | 44 | 118 % |
///
/// ```swift
/// HStack { Button("OK") {}; Button("Cancel") {} }.controlSize(.small)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Smaller than usual.
    case small
    /// The default size.
    case regular
    /// Taller, with more room around the label.
    case large
    /// The largest controls.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls in this view, set with `.controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
