import CGtk
import GtkUICore

/// A `GtkOverlay`: sized by its main child, with layers drawn above or below it.
final class OverlayBox: Gtk.Widget {
    /// A `GtkOverlay` that assistive technologies see as a group, as they see a stack's box;
    /// GTK's default role for it is a generic element that AT-SPI names "GtkOverlay".
    convenience init() {
        self.init(
            UnsafeMutableRawPointer(gtkui_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)))
    }
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

    /// Creates a `GtkOverlay` that places its layers at the stack's alignment (see
    /// `ZStackPlacement`).
    public func makeZStack() -> BackendWidget {
        let box = OverlayBox()
        ZStackPlacement.attach(to: box)
        return box
    }

    /// Makes `layers` the overlay's children in drawing order, each one measured (the overlay is
    /// as large as the largest), and writes `alignment` to the overlay when it changes.
    ///
    /// The overlay has no main child: every layer is an overlay child with its `measure`
    /// property set. A flexible layer is marked with `FILL` in the axes it fills; the
    /// placement handler reads that mark and the overlay's alignment.
    public func updateZStack(_ zStack: BackendWidget, layers: [BackendWidget], alignment: Alignment) {
        let box = zStack as! OverlayBox
        let widgets = layers.map { $0 as! Gtk.Widget }
        let wanted = Set(widgets.map(\.pointer))
        for child in box.childPointers where !wanted.contains(child) {
            gtk_overlay_remove_overlay(box.overlay, gtkui_widget(child))
        }
        var previous: Gtk.Widget?
        for widget in widgets {
            let isNew = widget.parentPointer != box.pointer
            if isNew {
                detach(widget)
                gtk_overlay_add_overlay(box.overlay, gtkui_widget(widget.pointer))
                gtk_overlay_set_measure_overlay(box.overlay, gtkui_widget(widget.pointer), 1)
                widget.stackPlacement = nil
            }
            // GTK draws children in order: each layer goes right after the one behind it.
            if widget.previousSiblingPointer != previous?.pointer {
                gtk_widget_insert_after(
                    gtkui_widget(widget.pointer), gtkui_widget(box.pointer), previous.map { gtkui_widget($0.pointer) })
                if !isNew { statistics.recordChildMove() }
            }
            widget.horizontalAlignment = widget.flexibility.horizontal ? GTK_ALIGN_FILL : GTK_ALIGN_START
            widget.verticalAlignment = widget.flexibility.vertical ? GTK_ALIGN_FILL : GTK_ALIGN_START
            previous = widget
        }
        box.flexibility = (widgets.contains { $0.flexibility.horizontal }, widgets.contains { $0.flexibility.vertical })
        if ZStackPlacement.store(alignment, on: box) { statistics.recordWrite("ZStack", "alignment") }
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
