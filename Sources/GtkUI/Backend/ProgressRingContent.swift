import CGtk
import Foundation

/// Draws a determinate progress view in the circular style: a faint circle with an arc over it
/// from the top, clockwise, to the fraction done.
///
/// The arc takes the canvas's CSS colour — the accent colour, or the `.tint(_:)` around it —
/// and the circle the same colour, faint, so both follow the light and dark styles.
final class ProgressRingContent: Gtk.CanvasContent {
    /// How much of the ring is filled, 0…1.
    var fraction = 0.0

    /// The ring's diameter: a little larger than GNOME's 16 px spinner, as SwiftUI's circular
    /// progress view is.
    static let diameter = 20
    /// The CSS class giving the ring its colour.
    static let cssClass = "gtkui-progress-ring"

    /// A new ring canvas, exposed to assistive technologies as a progress bar from 0 to 1.
    static func makeRing() -> Gtk.Canvas {
        let canvas = Gtk.Canvas(content: ProgressRingContent(), role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
        canvas.addCSSClass(cssClass)
        canvas.horizontalAlignment = GTK_ALIGN_CENTER
        gtkui_accessible_set_range_value(canvas.pointer, 0, 1, 0)
        return canvas
    }

    override func measure(vertical: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        (Self.diameter, Self.diameter)
    }

    override func snapshot(
        _ snapshot: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double
    ) {
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cairo) }
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        let lineWidth = 3.0
        let radius = (min(width, height) - lineWidth) / 2
        guard radius > 0 else { return }
        let center = (x: width / 2, y: height / 2)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), 0.2)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_stroke(cairo)
        let filled = min(max(fraction, 0), 1)
        guard filled > 0 else { return }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_source_rgba(
            cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        let top = -Double.pi / 2
        cairo_arc(cairo, center.x, center.y, radius, top, top + filled * 2 * Double.pi)
        cairo_stroke(cairo)
    }
}
