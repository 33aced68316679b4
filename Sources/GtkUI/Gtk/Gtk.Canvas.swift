import CGtk
import CGtkUI

extension Gtk {
    /// GtkUI's canvas widget (`GtkUICanvas`): its `CanvasContent` measures it and draws it
    /// in a widget snapshot, at the display's scale factor.
    ///
    /// The content lives as long as the GTK widget: a wrapper found by walking the widget tree
    /// reaches the same content.
    public final class Canvas: Widget {
        /// Creates a canvas drawn by `content`, reported to assistive technologies as `role`.
        convenience init(content: CanvasContent, role: GtkAccessibleRole) {
            let data = Unmanaged.passRetained(content).toOpaque()
            self.init(
                gtkui_canvas_new(
                    Int32(role.rawValue), canvasSnapshotTrampoline, canvasMeasureTrampoline, data,
                    canvasReleaseTrampoline)!)
        }

        /// What draws the canvas; nil once GTK disposed it.
        var content: CanvasContent? {
            guard let data = gtkui_canvas_get_data(pointer) else { return nil }
            return Unmanaged<CanvasContent>.fromOpaque(data).takeUnretainedValue()
        }

        /// Asks GTK to draw the canvas again.
        func queueDraw() { gtk_widget_queue_draw(widget) }

        /// The GType of canvases.
        static var type: GType { GType(gtkui_canvas_get_type_id()) }
    }

    /// Measures and draws a ``Canvas``; subclasses draw shapes and scalable icons.
    @MainActor
    class CanvasContent {
        /// The canvas's minimum and natural size along one axis, for `forSize` along the other
        /// (-1 when unknown).
        func measure(vertical: Bool, forSize: Int) -> (minimum: Int, natural: Int) { (0, 0) }

        /// Appends the canvas's render nodes to `snapshot`, for a canvas of `width` × `height`.
        func snapshot(
            _ snapshot: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, width: Double, height: Double
        ) {}
    }
}

private let canvasSnapshotTrampoline: gtkui_canvas_snapshot_func = { widget, snapshot, width, height, data in
    guard let widget, let snapshot, let data else { return }
    let content = Unmanaged<Gtk.CanvasContent>.fromOpaque(data).takeUnretainedValue()
    // Addresses, not pointers, cross into the main actor's isolation.
    let widgetAddress = UInt(bitPattern: widget)
    let snapshotAddress = UInt(bitPattern: snapshot)
    MainActor.assumeIsolated {
        content.snapshot(
            OpaquePointer(bitPattern: snapshotAddress)!,
            of: gtkui_widget(UnsafeMutableRawPointer(bitPattern: widgetAddress)),
            width: Double(width), height: Double(height))
    }
}

private let canvasMeasureTrampoline: gtkui_canvas_measure_func = { _, vertical, forSize, minimum, natural, data in
    guard let data else { return }
    let content = Unmanaged<Gtk.CanvasContent>.fromOpaque(data).takeUnretainedValue()
    let size = MainActor.assumeIsolated { content.measure(vertical: vertical != 0, forSize: Int(forSize)) }
    minimum?.pointee = Int32(size.minimum)
    natural?.pointee = Int32(size.natural)
}

private let canvasReleaseTrampoline: gtkui_canvas_destroy_func = { data in
    guard let data else { return }
    Unmanaged<Gtk.CanvasContent>.fromOpaque(data).release()
}
