import CGtk
import GtkUICore

/// Places a `ZStack`'s layers inside its `GtkOverlay`, at the stack's alignment.
///
/// A `GtkOverlay` places each overlay child by that child's own `halign` and `valign`, so a
/// new alignment would be a write to every layer. Instead the stack's alignment is kept on
/// the overlay (as object data) and a `get-child-position` handler places every layer from
/// it; a layer's own `halign`/`valign` only say whether it fills the area (`FILL`, for
/// flexible views) or takes its natural size (`START`). The handler is a C function with no
/// Swift closure to release: it goes with the overlay.
enum ZStackPlacement {
    private static let key = "gtkui-zstack-alignment"
    private static let positions: [AxisAlignment] = [.leading, .center, .trailing, .firstTextBaseline]

    /// Makes `overlay` place its layers at its stored alignment, centered until one is stored.
    @MainActor static func attach(to overlay: Gtk.Widget) {
        gtkui_signal_connect(
            overlay.pointer, "get-child-position", unsafeBitCast(placeLayer, to: GCallback.self), nil, nil)
    }

    /// Keeps `alignment` as the overlay's unless it already is, and queues a new allocation.
    ///
    /// The overlay's object data is the record of what was written, as a label's text is:
    /// the overlay may also be another overlay's layer, whose own alignment write would share
    /// a key in the widget's table of written values.
    ///
    /// - Returns: Whether the alignment changed.
    @MainActor static func store(_ alignment: Alignment, on overlay: Gtk.Widget) -> Bool {
        let horizontal = positions.firstIndex(of: alignment.horizontal.position) ?? 1
        let vertical = positions.firstIndex(of: alignment.vertical.position) ?? 1
        // Never zero, which object data cannot tell from "no data".
        let code = 1 + horizontal * positions.count + vertical
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(overlay.pointer))
        guard Int(bitPattern: g_object_get_data(object, key)) != code else { return false }
        g_object_set_data(object, key, UnsafeMutableRawPointer(bitPattern: code))
        gtk_widget_queue_allocate(gtkui_widget(overlay.pointer))
        return true
    }

    private static func alignment(of overlay: UnsafeMutableRawPointer) -> (AxisAlignment, AxisAlignment) {
        let stored = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(overlay)), key)
        let code = Int(bitPattern: stored) - 1
        guard code >= 0 else { return (.center, .center) }
        return (positions[code / positions.count], positions[code % positions.count])
    }

    /// `GtkOverlay::get-child-position`: a layer that fills an axis gets the whole length of
    /// it; another gets its natural length (never less than its minimum) at the alignment.
    private static let placeLayer:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?
        ) -> gboolean = { overlay, layer, allocation, _ in
            guard let overlay, let layer, let allocation else { return 0 }
            let (horizontal, vertical) = ZStackPlacement.alignment(of: overlay)
            let width = gtk_widget_get_width(gtkui_widget(overlay))
            let height = gtk_widget_get_height(gtkui_widget(overlay))
            let child = gtkui_widget(layer)
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            let fillsWidth = gtk_widget_get_halign(child) == GTK_ALIGN_FILL
            let childWidth = max(minimum, fillsWidth ? width : min(width, natural))
            // A layer whose height depends on its width (wrapping text) is measured at its width.
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimum, &natural, nil, nil)
            let fillsHeight = gtk_widget_get_valign(child) == GTK_ALIGN_FILL
            let childHeight = max(minimum, fillsHeight ? height : min(height, natural))
            let isRightToLeft = gtk_widget_get_direction(gtkui_widget(overlay)) == GTK_TEXT_DIR_RTL
            allocation.pointee = GdkRectangle(
                x: ZStackPlacement.offset(horizontal, free: width - childWidth, flipped: isRightToLeft),
                y: ZStackPlacement.offset(vertical, free: height - childHeight, flipped: false),
                width: childWidth, height: childHeight)
            return 1
        }

    /// Where a layer starts along an axis with `free` pixels to spare (negative when it
    /// overflows, which centers and trailing alignment share out as SwiftUI does).
    private static func offset(_ position: AxisAlignment, free: Int32, flipped: Bool) -> Int32 {
        switch position {
        case .leading, .firstTextBaseline: flipped ? free : 0
        case .center: free / 2
        case .trailing: flipped ? 0 : free
        }
    }
}
