/// The icon each SF Symbols name shows on GNOME: `Image(systemName:)` looks names up here.
///
/// SF Symbols are Apple's; GNOME apps draw with the freedesktop and Adwaita *symbolic* icons
/// of the icon theme, which GTK recolours with the text colour, as SwiftUI tints a symbol with
/// the foreground style. Each entry names an icon that Debian 12's `adwaita-icon-theme` (43)
/// installs under `/usr/share/icons/Adwaita/scalable`; a test checks every one against the theme
/// GTK loads. Several symbols share an icon where Adwaita has one drawing for both (`star`'s
/// filled and outlined variants are distinct, `heart` and `heart.fill` are not), and `.fill`
/// variants without a filled drawing show the outlined one.
///
/// The table is rendered, by section, in `Docs/SystemImages.md`
/// (`bash Scripts/render-system-images --check` is part of the test suite). A name missing from
/// it shows `image-missing-symbolic` and is reported once on stderr; pass a freedesktop icon
/// name to `Image(_:)` to show any icon of the theme.
///
/// ```swift
/// SystemImageNames.iconName(forSystemName: "trash")  // "user-trash-symbolic"
/// ```
public enum SystemImageNames {
    private static let iconNames: [String: String] = Dictionary(
        mapping.map { ($0.systemName, $0.iconName) }, uniquingKeysWith: { first, _ in first })

    /// The freedesktop icon name `Image(systemName: name)` shows, or nil when the table has no
    /// entry for `name`.
    public static func iconName(forSystemName name: String) -> String? { iconNames[name] }
}
