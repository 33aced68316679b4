import CGtk
import GtkUICore

/// A `GtkOverlay`: sized by its main child, with layers drawn above or below it.
final class OverlayBox: Gtk.Widget {
    convenience init() { self.init(UnsafeMutableRawPointer(gtk_overlay_new())) }
    var overlay: OpaquePointer { OpaquePointer(pointer) }
}

extension GtkBackend: OverlayBackend {
    /// Creates a `GtkOverlay`.
    public func makeOverlay() -> BackendWidget {
        OverlayBox()
    }

    /// Makes `base` the overlay's main child and `layers` its overlays. A background is moved
    /// before the main child among the overlay's children, which GTK draws in order, so it is
    /// painted underneath; layers that fill their space stretch over the base's area, others
    /// take their natural size at their alignment.
    public func updateOverlay(_ overlay: BackendWidget, base: BackendWidget, layers: [OverlayLayer]) {
        let box = overlay as! OverlayBox
        let base = base as! Gtk.Widget
        if base.parentPointer != box.pointer {
            detach(base)
            gtk_overlay_set_child(box.overlay, gtkui_widget(base.pointer))
            statistics.recordWrite("Overlay", "child")
        }
        base.horizontalAlignment = GTK_ALIGN_FILL
        base.verticalAlignment = GTK_ALIGN_FILL
        box.flexibility = base.flexibility
        let wanted = layers.map { $0.widget as! Gtk.Widget }
        for child in box.children
        where child.pointer != base.pointer && !wanted.contains(where: { $0.pointer == child.pointer }) {
            gtk_overlay_remove_overlay(box.overlay, gtkui_widget(child.pointer))
        }
        for (layer, widget) in zip(layers, wanted) {
            if widget.parentPointer != box.pointer {
                detach(widget)
                gtk_overlay_add_overlay(box.overlay, gtkui_widget(widget.pointer))
                statistics.recordWrite("Overlay", "layer")
            }
            if layer.isBackground {
                gtk_widget_insert_before(
                    gtkui_widget(widget.pointer), gtkui_widget(box.pointer), gtkui_widget(base.pointer))
            }
            let fills = widget.flexibility
            write(widget, "Overlay", "alignment", AlignmentKey(layer.alignment, fills: fills)) { _ in
                widget.horizontalAlignment =
                    fills.horizontal ? GTK_ALIGN_FILL : Self.gtkAlign(layer.alignment.horizontal.position)
                widget.verticalAlignment =
                    fills.vertical ? GTK_ALIGN_FILL : Self.gtkAlign(layer.alignment.vertical.position)
                // GtkOverlay places its layers only when it is itself laid out again.
                box.queueResize()
            }
        }
    }

    private static func gtkAlign(_ position: AxisAlignment) -> GtkAlign {
        switch position {
        case .leading, .firstTextBaseline: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        }
    }
}

/// What an overlay layer's placement depends on, so an unchanged one is not written again.
private struct AlignmentKey: Hashable {
    let alignment: Alignment
    let fillsHorizontally: Bool
    let fillsVertically: Bool

    init(_ alignment: Alignment, fills: (horizontal: Bool, vertical: Bool)) {
        self.alignment = alignment
        fillsHorizontally = fills.horizontal
        fillsVertically = fills.vertical
    }
}
