import CGtk

extension Gtk.Widget {
    /// The vertical scroll position of a `GtkScrolledWindow`, or nil for other widgets.
    ///
    /// ```swift
    /// if let scroll = widget.verticalScroll { scroll.value = scroll.upper - scroll.pageSize }
    /// ```
    public var verticalScroll: Gtk.Adjustment? {
        guard isA(gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(gtkui_scrolled_window(pointer))
        else { return nil }
        return Gtk.Adjustment(UnsafeMutableRawPointer(adjustment))
    }

    /// The widget's bounds in `other`'s coordinates (`gtk_widget_compute_bounds`), or nil when
    /// they share no window or are not laid out.
    public func bounds(relativeTo other: Gtk.Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The horizontal scroll position of a `GtkScrolledWindow` (a `ScrollView`, a list), or nil
    /// for any other widget.
    public var horizontalScroll: Gtk.Adjustment? {
        guard isA(gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_hadjustment(gtkui_scrolled_window(pointer))
        else { return nil }
        return Gtk.Adjustment(UnsafeMutableRawPointer(adjustment))
    }

    /// Whether the widget lays its children out left to right: a horizontal `GtkOrientable`
    /// (the list view of a `LazyHStack`, the grid view of a `LazyHGrid`).
    public var isLaidOutHorizontally: Bool {
        isA(gtk_orientable_get_type())
            && gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL
    }

    /// The widget's center in the coordinates of its window's surface (what the X server calls
    /// the window), where a pointer click lands on it; nil when it is not laid out in a window.
    ///
    /// ```swift
    /// let (x, y) = try #require(row.centerInSurface)
    /// ```
    public var centerInSurface: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var center = graphene_point_t(x: Float(allocatedSize.width) / 2, y: Float(allocatedSize.height) / 2)
        var inNative = graphene_point_t()
        guard gtk_widget_compute_point(widget, gtkui_widget(UnsafeMutableRawPointer(native)), &center, &inNative) != 0
        else { return nil }
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return (Double(inNative.x) + offsetX, Double(inNative.y) + offsetY)
    }
}

extension Gtk.Widget {
    /// Whether the widget shows as selected (a selected row of a list).
    public var isSelected: Bool { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 }
}

extension Gtk {
    /// A `GtkAdjustment`: a scroll position within its range.
    public final class Adjustment: Object {
        private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
            pointer.assumingMemoryBound(to: GtkAdjustment.self)
        }

        /// The position: the top of what is shown.
        public var value: Double {
            get { gtk_adjustment_get_value(adjustment) }
            set { gtk_adjustment_set_value(adjustment, newValue) }
        }

        /// The smallest position.
        public var lower: Double { gtk_adjustment_get_lower(adjustment) }

        /// The end of the range: the largest position plus ``pageSize``.
        public var upper: Double { gtk_adjustment_get_upper(adjustment) }

        /// How much is shown at once.
        public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }
    }
}
