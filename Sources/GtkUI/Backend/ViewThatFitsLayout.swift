import CGtk
import GtkUICore

/// Lays out a `ViewThatFits`: of its children (the candidates, in order of preference) it
/// shows the first whose natural size fits the allocation along the fitting axes, or the last
/// if none does, and hides the others (`child-visible`, so they are neither drawn nor seen by
/// assistive technologies). The choice is made on every allocation, so a resize re-chooses.
///
/// Along a fitting axis the container needs only as much as the smallest candidate that can
/// be shown, and would like the first one's natural size; a candidate is always allocated at
/// least its minimum size.
enum ViewThatFitsLayout {
    private static let key = "gtkui-fitting-axes"

    /// Stores the fitting axes on `box`; returns whether they changed.
    @MainActor static func store(_ axes: Axis.Set, on box: Gtk.Widget) -> Bool {
        // One more than the raw value, so "both axes" (and "none") is never zero, which
        // object data cannot tell from "no data".
        let code = Int(axes.rawValue) + 1
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(box.pointer))
        guard Int(bitPattern: g_object_get_data(object, key)) != code else { return false }
        g_object_set_data(object, key, UnsafeMutableRawPointer(bitPattern: code))
        gtk_widget_queue_resize(gtkui_widget(box.pointer))
        return true
    }

    private static func axes(of widget: UnsafeMutablePointer<GtkWidget>?) -> Axis.Set {
        let code = Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), key))
        return code > 0 ? Axis.Set(rawValue: Axis.Set.RawValue(code - 1)) : [.horizontal, .vertical]
    }

    /// A new layout manager; the widget it is set on takes ownership.
    static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                let sizes = ViewThatFitsLayout.measure(widget, orientation: orientation, forSize: forSize)
                minimum?.pointee = sizes.minimum
                natural?.pointee = sizes.natural
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            },
            { widget, width, height, _ in
                ViewThatFitsLayout.allocate(widget, width: width, height: height)
            })
    }

    private static func candidates(of widget: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 { result.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    private static func size(
        of child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32
    ) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(child, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    private static func measure(
        _ widget: UnsafeMutablePointer<GtkWidget>?, orientation: GtkOrientation, forSize: Int32
    ) -> (minimum: Int32, natural: Int32) {
        let children = candidates(of: widget)
        guard let first = children.first, let last = children.last else { return (0, 0) }
        let isHorizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let axes = axes(of: widget)
        if axes.contains(isHorizontal ? .horizontal : .vertical) {
            let naturals = children.map { size(of: $0, orientation, forSize: forSize).natural }
            return (min(size(of: last, orientation, forSize: forSize).minimum, naturals.min() ?? 0), naturals[0])
        }
        if !isHorizontal, forSize >= 0 {
            // The height is the chosen candidate's at this width.
            return size(of: chosen(children, width: forSize, height: nil, axes: axes), orientation, forSize: forSize)
        }
        let sizes = children.map { size(of: $0, orientation, forSize: forSize) }
        return (sizes.map(\.minimum).min() ?? 0, size(of: first, orientation, forSize: forSize).natural)
    }

    /// The first candidate whose natural size fits `width` (and `height`, when known) along
    /// `axes`, or the last.
    private static func chosen(
        _ children: [UnsafeMutablePointer<GtkWidget>], width: Int32, height: Int32?, axes: Axis.Set
    ) -> UnsafeMutablePointer<GtkWidget> {
        for child in children {
            let naturalWidth = size(of: child, GTK_ORIENTATION_HORIZONTAL, forSize: -1).natural
            if axes.contains(.horizontal), naturalWidth > width { continue }
            if axes.contains(.vertical), let height,
                size(of: child, GTK_ORIENTATION_VERTICAL, forSize: min(width, naturalWidth)).natural > height
            {
                continue
            }
            return child
        }
        return children[children.count - 1]
    }

    private static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>?, width: Int32, height: Int32) {
        let children = candidates(of: widget)
        guard !children.isEmpty else { return }
        let shown = chosen(children, width: width, height: height, axes: axes(of: widget))
        for child in children {
            let isShown = child == shown
            // A new candidate is child-visible and exposed; only a change is written.
            guard (gtk_widget_get_child_visible(child) != 0) != isShown else { continue }
            gtk_widget_set_child_visible(child, isShown ? 1 : 0)
            // An unmapped widget is still in GTK's accessibility tree; hide it there too.
            gtkui_accessible_set_hidden(child, isShown ? 0 : 1)
        }
        let childWidth = max(width, size(of: shown, GTK_ORIENTATION_HORIZONTAL, forSize: -1).minimum)
        let childHeight = max(height, size(of: shown, GTK_ORIENTATION_VERTICAL, forSize: childWidth).minimum)
        var allocation = GtkAllocation(x: 0, y: 0, width: childWidth, height: childHeight)
        gtk_widget_size_allocate(shown, &allocation, -1)
    }
}
