/// What a button does, which its style shows: GNOME draws a destructive button red.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// Button("Cancel", role: .cancel) { dismiss() }
/// ```
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case destructive
        case cancel
    }

    let kind: Kind

    /// A button that deletes data or does something that cannot be undone: GNOME's
    /// `destructive-action` look (red) on the automatic, bordered and prominent styles, red text
    /// on a borderless one.
    public static let destructive = ButtonRole(kind: .destructive)

    /// A button that cancels what is under way; it looks like an ordinary button.
    public static let cancel = ButtonRole(kind: .cancel)
}
