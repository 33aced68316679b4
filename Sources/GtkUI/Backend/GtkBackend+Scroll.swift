import CGtk
import GtkUICore

extension GtkBackend: ScrollBackend {
    /// Creates a `GtkScrolledWindow` that takes the space offered.
    public func makeScrollView() -> BackendWidget {
        let scroll = ScrollViewWidget(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        scroll.addCSSClass("gtkui-scroll-view")
        return scroll
    }

    /// Sets the scroll policy per axis: scrolled axes scroll (with overlay scroll bars, or none
    /// when `showsIndicators` is false); an axis that does not scroll sizes to the content.
    public func updateScrollView(_ scrollView: BackendWidget, axes: Axis.Set, showsIndicators: Bool) {
        let scroll = scrollView as! ScrollViewWidget
        let scrolls = showsIndicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        let window = gtkui_scrolled_window(scroll.pointer)
        gtk_scrolled_window_set_policy(
            window, axes.contains(.horizontal) ? scrolls : GTK_POLICY_NEVER,
            axes.contains(.vertical) ? scrolls : GTK_POLICY_NEVER)
        // Across an axis it does not scroll, the scroll view is as big as its content.
        gtk_scrolled_window_set_propagate_natural_width(window, axes.contains(.horizontal) ? 0 : 1)
        gtk_scrolled_window_set_propagate_natural_height(window, axes.contains(.vertical) ? 0 : 1)
        scroll.flexibility = (axes.contains(.horizontal) || axes.contains(.vertical), axes.contains(.vertical))
        scroll.expandsHorizontally = scroll.flexibility.horizontal
        scroll.expandsVertically = scroll.flexibility.vertical
        scroll.axes = axes
        if let content = scroll.content { placeScrolled(content, axes: axes) }
    }

    /// Puts `content` in the scroll view (GTK wraps it in a `GtkViewport`).
    public func setScrollContent(_ content: BackendWidget?, of scrollView: BackendWidget) {
        let scroll = scrollView as! ScrollViewWidget
        let window = gtkui_scrolled_window(scroll.pointer)
        guard let content = content as? Gtk.Widget else {
            gtk_scrolled_window_set_child(window, nil)
            scroll.content = nil
            return
        }
        if scroll.content === content { return }
        detach(content)
        placeScrolled(content, axes: scroll.axes)
        gtk_scrolled_window_set_child(window, content.widget)
        scroll.content = content
    }

    /// Scrolls the nearest `GtkScrolledWindow` around `widget` to show it at `anchor`; waits for
    /// the layout first when the widget has none yet.
    @discardableResult
    public func scroll(toShow widget: BackendWidget, anchor: UnitPoint?) -> Bool {
        guard let widget = widget as? Gtk.Widget, let scroll = Self.scrollingAncestor(of: widget) else { return false }
        ScrollRequest(widget: widget, scroll: scroll, anchor: anchor).perform(retries: 20)
        return true
    }

    /// Scrolls a lazy list or a table to a row with GTK's `list.scroll-to-item` action.
    public func scrollLazyList(_ list: BackendWidget, toRow position: Int, anchor: UnitPoint?) {
        guard let list = list as? RowModelWidget else { return }
        Self.scroll(list, toRow: position, retries: 50)
        statistics.recordWrite("LazyList", "scroll")
    }

    /// Scrolls once the list has a size: GTK 4.8's list view ignores a scroll asked for
    /// before its first allocation (a list scrolled to a row as it opens).
    private static func scroll(_ list: RowModelWidget, toRow position: Int, retries: Int) {
        let view = list.scrolledList
        guard view.allocatedSize.height > 0 || retries == 0 else {
            Gtk.MainLoop.schedule(after: 0.02) { [weak list] in
                if let list { scroll(list, toRow: position, retries: retries - 1) }
            }
            return
        }
        // Owned here: GTK sinks the floating variant only when it finds the action to run.
        let row = g_variant_ref_sink(g_variant_new_uint32(UInt32(position)))
        defer { g_variant_unref(row) }
        if gtk_widget_activate_action_variant(view.widget, "list.scroll-to-item", row) == 0 {
            Diagnostics.emitOnce("GtkUI could not scroll a list to row \(position): GTK's list.scroll-to-item failed.")
        }
    }

    /// Starts the content at the top (leading) along a scrolled axis; across the other it fills
    /// when the content is flexible, else it is centred, as SwiftUI places it.
    private func placeScrolled(_ content: Gtk.Widget, axes: Axis.Set) {
        content.horizontalAlignment =
            axes.contains(.horizontal)
            ? GTK_ALIGN_START : (content.flexibility.horizontal ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER)
        content.verticalAlignment =
            axes.contains(.vertical)
            ? GTK_ALIGN_START : (content.flexibility.vertical ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER)
    }

    static func scrollingAncestor(of widget: Gtk.Widget) -> Gtk.Widget? {
        var current = gtk_widget_get_parent(widget.widget)
        while let pointer = current {
            if gtkui_is_a(UnsafeMutableRawPointer(pointer), gtk_scrolled_window_get_type()) != 0 {
                return Gtk.Widget(UnsafeMutableRawPointer(pointer))
            }
            current = gtk_widget_get_parent(pointer)
        }
        return nil
    }
}

/// One `scrollTo`: where the widget is inside the scrolled content, and the scroll positions
/// that put it at the anchor.
@MainActor
private struct ScrollRequest {
    let widget: Gtk.Widget
    let scroll: Gtk.Widget
    let anchor: UnitPoint?

    func perform(retries: Int) {
        var bounds = graphene_rect_t()
        let content = gtk_scrolled_window_get_child(gtkui_scrolled_window(scroll.pointer))
        let laidOut =
            content != nil && widget.allocatedSize.width > 0
            && gtk_widget_compute_bounds(widget.widget, content, &bounds) != 0
        guard laidOut else {
            // Not laid out yet (just created): try again once GTK has allocated it.
            if retries > 0 { Gtk.MainLoop.schedule(after: 0.02) { perform(retries: retries - 1) } }
            return
        }
        if let adjustment = scroll.verticalScroll {
            // The viewport's origin moves with the adjustment: add it back for content coordinates.
            let start = Double(bounds.origin.y) + adjustment.value
            adjustment.value = target(
                start: start, length: Double(bounds.size.height), in: adjustment, unit: anchor.map { Double($0.y) })
        }
        if let adjustment = scroll.horizontalScroll {
            let start = Double(bounds.origin.x) + adjustment.value
            adjustment.value = target(
                start: start, length: Double(bounds.size.width), in: adjustment, unit: anchor.map { Double($0.x) })
        }
    }

    /// The scroll position showing `start..<start+length`: with its `unit` point at the same
    /// point of the visible area, or the smallest move that shows it all.
    private func target(start: Double, length: Double, in adjustment: Gtk.Adjustment, unit: Double?) -> Double {
        let page = adjustment.pageSize
        var value = adjustment.value
        if let unit {
            value = start + length * unit - page * unit
        } else if start < value {
            value = start
        } else if start + length > value + page {
            value = start + length - page
        }
        return min(max(value, adjustment.lower), max(adjustment.lower, adjustment.upper - page))
    }
}

/// A `ScrollView`'s `GtkScrolledWindow`, with the axes it scrolls and its content's wrapper.
final class ScrollViewWidget: Gtk.ScrolledWindow {
    var axes: Axis.Set = .vertical
    var content: Gtk.Widget?
}
