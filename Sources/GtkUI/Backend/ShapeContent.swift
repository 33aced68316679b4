import CGtk
import Foundation
import GtkUICore

/// Draws a ``ShapeDrawing`` in a ``Gtk/Canvas`` with cairo, at the display's scale factor.
///
/// Shapes take the space they are offered: they ask for nothing as a minimum and 10 × 10 as
/// their natural size, or, with `.aspectRatio(_:contentMode:)`, the height their width gives.
/// A colour that follows the text colour is read from the canvas's CSS when it is drawn, so
/// it follows the light or dark style and `.foregroundColor(_:)` around the shape.
final class ShapeContent: Gtk.CanvasContent {
    var drawing: ShapeDrawing?

    /// SwiftUI's size for a shape that is offered no space.
    static let naturalSize = 10

    override func measure(vertical: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        if vertical, forSize >= 0, drawing?.contentMode != nil, let ratio = drawing?.aspectRatio, ratio > 0 {
            return (0, Int((Double(forSize) / ratio).rounded()))
        }
        return (0, Self.naturalSize)
    }

    override func snapshot(
        _ snapshot: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double
    ) {
        guard let drawing else { return }
        let path = drawing.path(in: CGSize(width: width, height: height))
        guard !path.isEmpty else { return }
        // A stroke reaches half its width (more at mitred corners) beyond the outline, and SwiftUI
        // does not clip it to the frame. The bounds are whole pixels, so the drawing is not
        // resampled.
        let overflow = (drawing.stroke.map { $0.lineWidth / 2 * min(max(1, $0.miterLimit), 4) } ?? 0) + 1
        let box = path.boundingRect.insetBy(dx: -overflow, dy: -overflow).integral
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(box.minX), y: Float(box.minY)),
            size: graphene_size_t(width: Float(box.width), height: Float(box.height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cairo) }
        Self.trace(path, in: cairo)
        Self.setSource(
            drawing.paint, in: drawing.drawingRect(in: CGSize(width: width, height: height)), on: cairo, of: widget)
        if let stroke = drawing.stroke {
            Self.apply(stroke, to: cairo)
            cairo_stroke(cairo)
        } else {
            cairo_set_fill_rule(
                cairo, drawing.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if !drawing.fillStyle.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
            cairo_fill(cairo)
        }
    }

    /// Adds `path` to cairo's current path; quadratic curves become the equivalent cubics.
    static func trace(_ path: Path, in cairo: OpaquePointer) {
        cairo_new_path(cairo)
        path.forEach { element in
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .quadCurve(let point, let control):
                var start = (x: 0.0, y: 0.0)
                cairo_get_current_point(cairo, &start.x, &start.y)
                cairo_curve_to(
                    cairo, start.x + 2 / 3 * (control.x - start.x), start.y + 2 / 3 * (control.y - start.y),
                    point.x + 2 / 3 * (control.x - point.x), point.y + 2 / 3 * (control.y - point.y), point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    static func apply(_ stroke: StrokeStyle, to cairo: OpaquePointer) {
        cairo_set_line_width(cairo, stroke.lineWidth)
        cairo_set_miter_limit(cairo, stroke.miterLimit)
        let cap: cairo_line_cap_t =
            switch stroke.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch stroke.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        let dashes = stroke.dash.map { Double($0) }
        if !dashes.isEmpty { cairo_set_dash(cairo, dashes, Int32(dashes.count), stroke.dashPhase) }
    }

    /// Paints with `paint` from now on: a colour, or a gradient laid along `rect`.
    static func setSource(
        _ paint: ShapePaint, in rect: CGRect, on cairo: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>
    ) {
        func point(_ unit: UnitPoint) -> (x: Double, y: Double) {
            (rect.minX + unit.x * rect.width, rect.minY + unit.y * rect.height)
        }
        let pattern: OpaquePointer?
        let stops: [Gradient.Stop]
        switch paint {
        case .linearGradient(let gradient):
            let start = point(gradient.startPoint)
            let end = point(gradient.endPoint)
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            stops = gradient.gradient.stops
        case .radialGradient(let gradient):
            let center = point(gradient.center)
            pattern = cairo_pattern_create_radial(
                center.x, center.y, max(0, gradient.startRadius), center.x, center.y, max(0, gradient.endRadius))
            stops = gradient.gradient.stops
        case .angularGradient(let gradient):
            pattern = angularPattern(gradient, center: point(gradient.center), in: rect, of: widget)
            stops = []
        default:
            let color = Self.color(of: paint, in: widget)
            cairo_set_source_rgba(
                cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            return
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops.sorted(by: { $0.location < $1.location }) {
            let color = Self.color(of: .color(stop.color), in: widget)
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        cairo_set_source(cairo, pattern)
    }

    /// A cairo mesh of thin wedges around `center`, reaching past `rect`'s corners, each
    /// shading from the colour at its first edge to the colour at its second: cairo has no
    /// conic gradient.
    private static func angularPattern(
        _ gradient: AngularGradient, center: (x: Double, y: Double), in rect: CGRect,
        of widget: UnsafeMutablePointer<GtkWidget>
    ) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let radius = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max()! + 1
        let wedges = 90
        let start = gradient.startAngle.radians
        func color(at angle: Double) -> GdkRGBA {
            Self.color(of: .color(gradient.color(atAngle: .radians(angle))), in: widget)
        }
        for index in 0..<wedges {
            let from = start + Double(index) / Double(wedges) * 2 * .pi
            let to = start + Double(index + 1) / Double(wedges) * 2 * .pi
            let first = color(at: from + 1e-9)
            let second = color(at: to - 1e-9)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(from), center.y + radius * sin(from))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(to), center.y + radius * sin(to))
            for (corner, rgba) in [(0, first), (1, first), (2, second)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The colour `paint` stands for on `widget`: fixed, the CSS text colour or the theme's
    /// window background at an opacity, or a gradient's middle colour.
    static func color(of paint: ShapePaint, in widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        let context = gtk_widget_get_style_context(widget)
        switch paint {
        case .color(let color):
            if let share = color.themeForegroundOpacity {
                return Self.color(of: .foreground(opacity: share), in: widget)
            }
            return GdkRGBA(
                red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.opacity))
        case .foreground(let opacity):
            var color = GdkRGBA()
            gtk_style_context_get_color(context, &color)
            color.alpha *= Float(opacity)
            return color
        case .windowBackground(let opacity):
            var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
            _ = gtk_style_context_lookup_color(context, "theme_bg_color", &color)
            color.alpha *= Float(opacity)
            return color
        case .linearGradient, .radialGradient, .angularGradient:
            return Self.color(of: .color(paint.middleColor ?? .clear), in: widget)
        case .tint:
            return Self.color(of: paint.resolvingTint(nil), in: widget)
        }
    }
}
