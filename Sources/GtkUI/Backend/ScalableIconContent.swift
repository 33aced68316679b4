import CGtk
import Foundation
import GtkUICore

/// Draws a resizable icon in a ``Gtk/Canvas``: the theme's icon rendered for the size it is
/// drawn at and the display's scale, recoloured like a `GtkImage` (the CSS text colour, and
/// the theme's error, warning and success colours for those parts of a symbolic icon).
final class ScalableIconContent: Gtk.CanvasContent {
    /// How the icon is fitted into the canvas.
    struct Scaling: Hashable {
        var contentMode: ContentMode?
        var aspectRatio: Double?
        /// The size asked for when nothing is offered.
        var naturalSize: Int
    }

    var iconName = IconLookup.placeholder
    var scaling = Scaling(contentMode: nil, aspectRatio: nil, naturalSize: 16)

    /// Icons are square unless `.aspectRatio(_:contentMode:)` says otherwise.
    private var ratio: Double { scaling.aspectRatio ?? 1 }

    override func measure(vertical: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        // With a content mode, the icon asks for the height its width gives it.
        if vertical, forSize >= 0, scaling.contentMode != nil {
            return (0, Int((Double(forSize) / ratio).rounded()))
        }
        return (0, scaling.naturalSize)
    }

    override func snapshot(
        _ snapshot: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double
    ) {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let drawn = scaling.contentMode?.rect(withAspectRatio: ratio, in: bounds) ?? bounds
        let scale = gtk_widget_get_scale_factor(widget)
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
        let size = Int32(max(drawn.width, drawn.height).rounded(.up))
        guard size > 0,
            let icon = gtk_icon_theme_lookup_icon(
                theme, iconName, nil, size, scale, gtk_widget_get_direction(widget), GtkIconLookupFlags(rawValue: 0))
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        var colors = Self.symbolicColors(of: widget)
        gtk_snapshot_save(snapshot)
        if scaling.contentMode == .fill {
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
            gtk_snapshot_push_clip(snapshot, &bounds)
        }
        var origin = graphene_point_t(x: Float(drawn.minX), y: Float(drawn.minY))
        gtk_snapshot_translate(snapshot, &origin)
        gtk_symbolic_paintable_snapshot_symbolic(
            gtkui_symbolic_paintable(UnsafeMutableRawPointer(icon)), snapshot, drawn.width, drawn.height, &colors,
            gsize(colors.count))
        if scaling.contentMode == .fill { gtk_snapshot_pop(snapshot) }
        gtk_snapshot_restore(snapshot)
    }

    /// The foreground, error, warning and success colours GTK recolours symbolic icons with.
    static func symbolicColors(of widget: UnsafeMutablePointer<GtkWidget>) -> [GdkRGBA] {
        let context = gtk_widget_get_style_context(widget)
        var foreground = GdkRGBA()
        gtk_style_context_get_color(context, &foreground)
        func named(_ name: String, fallback: GdkRGBA) -> GdkRGBA {
            var color = GdkRGBA()
            return gtk_style_context_lookup_color(context, name, &color) != 0 ? color : fallback
        }
        return [
            foreground,
            named("error_color", fallback: GdkRGBA(red: 0.8, green: 0, blue: 0, alpha: 1)),
            named("warning_color", fallback: GdkRGBA(red: 0.96, green: 0.47, blue: 0, alpha: 1)),
            named("success_color", fallback: GdkRGBA(red: 0.31, green: 0.6, blue: 0.02, alpha: 1)),
        ]
    }
}
