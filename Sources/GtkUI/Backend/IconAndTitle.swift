import CGtk
import GtkUICore

/// A choice's content, for a picker segment or a tab: its icon and title in a row with GNOME's
/// 6-point spacing, or whichever it has; an empty choice shows its accessible name.
@MainActor
func iconAndTitle(title: String, iconName: String?, accessibleName: String) -> Gtk.Widget {
    let label = title.isEmpty ? nil : Gtk.Label(title)
    guard let iconName else { return label ?? Gtk.Label(accessibleName) }
    let icon = Gtk.Image()
    icon.iconName = iconName
    guard let label else { return icon }
    let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    row.append(icon)
    row.append(label)
    return row
}
