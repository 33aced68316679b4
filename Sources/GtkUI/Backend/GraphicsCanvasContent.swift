import CGtk
import Foundation
import GtkUICore

/// Draws a ``Canvas`` in a ``Gtk/Canvas``: runs its renderer for the widget's size when GTK
/// paints it and replays the recorded steps with cairo, at the display's scale.
final class GraphicsCanvasContent: Gtk.CanvasContent {
    var drawing: CanvasDrawing?
    /// Image files drawn by the canvas, decoded once each.
    private var files: [String: Gtk.Texture] = [:]

    override func measure(vertical: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        (0, ShapeContent.naturalSize)
    }

    override func snapshot(
        _ snapshot: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double
    ) {
        guard let drawing else { return }
        let commands = drawing.render(CGSize(width: width, height: height))
        guard !commands.isEmpty else { return }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cairo) }
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        for command in commands { draw(command, in: canvas, on: cairo, of: widget) }
    }

    private func draw(
        _ command: _CanvasCommand, in canvas: CGRect, on cairo: OpaquePointer,
        of widget: UnsafeMutablePointer<GtkWidget>
    ) {
        let state: _CanvasState
        switch command {
        case .fill(_, _, _, let commandState), .stroke(_, _, _, let commandState), .text(_, let commandState),
            .image(_, _, let commandState):
            state = commandState
        }
        guard state.opacity > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        for clip in state.clips { Self.clip(to: clip, in: canvas, on: cairo) }
        var matrix = cairo_matrix_t()
        let transform = state.transform
        cairo_matrix_init(&matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        cairo_transform(cairo, &matrix)
        let grouped = state.opacity < 1
        if grouped { cairo_push_group(cairo) }
        switch command {
        case .fill(let path, let shading, let style, _):
            ShapeContent.trace(path, in: cairo)
            ShapeContent.setSource(shading._paint, in: shading._geometry ?? path.boundingRect, on: cairo, of: widget)
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if !style.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
            cairo_fill(cairo)
        case .stroke(let path, let shading, let style, _):
            ShapeContent.trace(path, in: cairo)
            ShapeContent.setSource(shading._paint, in: shading._geometry ?? path.boundingRect, on: cairo, of: widget)
            ShapeContent.apply(style, to: cairo)
            cairo_stroke(cairo)
        case .text(let text, _):
            CanvasTextDrawing.draw(text, on: cairo, of: widget)
        case .image(let content, let placement, _):
            drawImage(content, placement, on: cairo)
        }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, state.opacity)
        }
    }

    /// Clips to `clip`, or to everything outside it, in the canvas's coordinates.
    private static func clip(to clip: _CanvasClip, in canvas: CGRect, on cairo: OpaquePointer) {
        ShapeContent.trace(clip.path, in: cairo)
        if clip.isInverse {
            // Everything the canvas could show, minus the path: even-odd leaves the path out.
            let outer = canvas.union(clip.path.boundingRect).insetBy(dx: -1, dy: -1)
            cairo_rectangle(cairo, outer.minX, outer.minY, outer.width, outer.height)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            cairo_set_fill_rule(cairo, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        cairo_clip(cairo)
    }

    private func drawImage(_ content: ImageContent, _ placement: _CanvasImagePlacement, on cairo: OpaquePointer) {
        let texture: Gtk.Texture?
        switch content {
        case .decoded(let image, _): texture = image.storage as? Gtk.Texture
        case .file(let path):
            if files[path] == nil, let data = FileManager.default.contents(atPath: path) {
                files[path] = Gtk.Texture.decoding(data)
            }
            texture = files[path]
        case .icon(let name):
            Diagnostics.emitOnce(
                "Canvas: GraphicsContext.draw(Image) draws image files and AsyncImage's images; the icon \(name) "
                    + "is not drawn. Draw an image file, or place an Image view over the canvas.")
            texture = nil
        }
        guard let texture, let surface = texture.cairoSurface else { return }
        let size = CGSize(width: texture.width, height: texture.height)
        let rect: CGRect
        switch placement {
        case .rect(let target): rect = target
        case .point(let point, let anchor):
            rect = CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height)
        }
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / size.width, rect.height / size.height)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_rectangle(cairo, 0, 0, size.width, size.height)
        cairo_fill(cairo)
    }
}
