import CGtk
import Foundation
import GtkUICore

/// Draws a ``Canvas``'s line of text with Pango on cairo, in the widget's font adjusted by the
/// text's own size, weight, style and family.
@MainActor
enum CanvasTextDrawing {
    static func draw(_ text: _CanvasText, on cairo: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let base = pango_context_get_font_description(gtk_widget_get_pango_context(widget))
        let font = pango_font_description_copy(base)
        defer { pango_font_description_free(font) }
        apply(text.attributes, to: font)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text.string, -1)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        let origin = CGPoint(
            x: text.point.x - text.anchor.x * Double(width), y: text.point.y - text.anchor.y * Double(height))
        let bounds = CGRect(origin: origin, size: CGSize(width: Double(width), height: Double(height)))
        ShapeContent.setSource(text.shading._paint, in: text.shading._geometry ?? bounds, on: cairo, of: widget)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Sets the size, weight, slant and family the text's attributes give.
    private static func apply(_ attributes: TextAttributes, to font: OpaquePointer?) {
        var weight = attributes.weight?.value
        if let style = attributes.textStyle {
            let step = GtkTypeScale.step(for: style)
            let size = pango_font_description_get_size(font)
            let scaled = Int32(Double(size) * Double(step.percent) / 100)
            if pango_font_description_get_size_is_absolute(font) != 0 {
                pango_font_description_set_absolute_size(font, Double(scaled))
            } else {
                pango_font_description_set_size(font, scaled)
            }
            weight = weight ?? step.weight
        }
        if let size = attributes.size { pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE)) }
        if let weight { pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight))) }
        if attributes.isItalic == true { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        if let family = attributes.family { pango_font_description_set_family(font, family) }
        if attributes.design == .monospaced { pango_font_description_set_family(font, "monospace") }
    }
}
