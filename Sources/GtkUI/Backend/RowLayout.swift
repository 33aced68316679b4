import CGtk

/// Lays out an `HStack`'s `GtkBox` with GTK's own box layout, except that its height for no
/// width is never less than its height for a width.
///
/// GTK 4.8's box layout measures a horizontal box's height two ways. For no width it takes
/// the tallest child, and adds the part above the highest baseline to the part below the
/// deepest one only when a child is aligned on the baseline. For a width it always adds
/// them, for every child that reports a baseline. Labels and icons report baselines at
/// different heights (an icon 16 px tall at 12, a line of text 16 px tall at 13), so a row of
/// an icon and a text measured 16 px for no width and 17 px for any width. GTK requires the
/// first to be at least the second: a column given its height for no width then has too
/// little room for its rows at their widths, and GTK logs "reports a minimum height of 16, but
/// minimum height for width of 1048576 is 17. Expect overlapping widgets."
///
/// The layout keeps the box's `GtkBoxLayout` (detached from the box, as object data) and
/// hands it every measure and allocation; for no width it raises the height to what the
/// box layout would stack at a width. A row whose children all have a fixed size is measured
/// only for no width (GTK drops the width of a constant-size widget), so it keeps the tallest
/// child's height: stacking the baselines of a tall padded text and one padded above only
/// would make it taller than either. The box's spacing is the box layout's (see
/// ``StackBox/spacing``): `gtk_box_set_spacing` would look for a box layout on the box itself.
enum RowLayout {
    /// The quark of the object data that keeps the box layout: looked up by quark at every
    /// measure, without hashing a string each time.
    private static let key: GQuark = g_quark_from_string("gtkui-row-box-layout")

    /// Moves `box`'s box layout aside and installs this layout in its place.
    @MainActor static func install(on box: Gtk.Widget) {
        let widget = gtkui_widget(box.pointer)
        guard let boxLayout = gtk_widget_get_layout_manager(widget) else { return }
        g_object_ref(UnsafeMutableRawPointer(boxLayout))
        g_object_set_qdata_full(
            UnsafeMutablePointer<GObject>(OpaquePointer(box.pointer)), key, UnsafeMutableRawPointer(boxLayout),
            { pointer in pointer.map { g_object_unref($0) } })
        // The widget takes ownership of the new layout and lets go of the box layout's
        // reference it held; the object data keeps the box layout.
        gtk_widget_set_layout_manager(widget, make())
    }

    /// The box layout that lays out `box`, if this layout is installed on it.
    static func boxLayout(of box: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkLayoutManager>? {
        g_object_get_qdata(UnsafeMutablePointer<GObject>(OpaquePointer(box)), key)?
            .assumingMemoryBound(to: GtkLayoutManager.self)
    }

    private static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { widget in RowLayout.requestMode(of: widget) },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                guard let widget, let boxLayout = RowLayout.boxLayout(of: UnsafeMutableRawPointer(widget)) else {
                    return
                }
                var sizes = (
                    minimum: Int32(0), natural: Int32(0), minimumBaseline: Int32(-1), naturalBaseline: Int32(-1)
                )
                gtk_layout_manager_measure(
                    boxLayout, widget, orientation, forSize, &sizes.minimum, &sizes.natural, &sizes.minimumBaseline,
                    &sizes.naturalBaseline)
                // A row of fixed-size children is only ever measured for no width: GTK then
                // takes the tallest child, and stacking baselines would make it taller.
                // The widget's request mode is GTK's cached answer of `requestMode(of:)`.
                if orientation == GTK_ORIENTATION_VERTICAL, forSize < 0,
                    gtk_widget_get_request_mode(widget) != GTK_SIZE_REQUEST_CONSTANT_SIZE
                {
                    let stacked = RowLayout.stackedBaselineHeight(of: widget)
                    sizes.minimum = max(sizes.minimum, stacked.minimum)
                    sizes.natural = max(sizes.natural, stacked.natural, sizes.minimum)
                }
                minimum?.pointee = sizes.minimum
                natural?.pointee = sizes.natural
                minimumBaseline?.pointee = sizes.minimumBaseline
                naturalBaseline?.pointee = sizes.naturalBaseline
            },
            { widget, width, height, baseline in
                guard let widget, let boxLayout = RowLayout.boxLayout(of: UnsafeMutableRawPointer(widget)) else {
                    return
                }
                gtk_layout_manager_allocate(boxLayout, widget, width, height, baseline)
            })
    }

    /// What `GtkLayoutManager` answers by default, which the box layout does not override:
    /// height-for-width when more children ask for it than for width-for-height.
    private static func requestMode(of widget: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
        var heightForWidth = 0
        var widthForHeight = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            switch gtk_widget_get_request_mode(current) {
            case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: heightForWidth += 1
            case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: widthForHeight += 1
            default: break
            }
            child = gtk_widget_get_next_sibling(current)
        }
        if heightForWidth == 0, widthForHeight == 0 { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
        return heightForWidth > widthForHeight ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
    }

    /// The highest part above a child's baseline plus the deepest part below one, as GTK's
    /// box layout adds them up when it measures for a width; zero when no child reports one.
    private static func stackedBaselineHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> (
        minimum: Int32, natural: Int32
    ) {
        var above = (minimum: Int32(0), natural: Int32(0))
        var below = (minimum: Int32(0), natural: Int32(0))
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            guard gtk_widget_should_layout(current) != 0 else { continue }
            var minimum: Int32 = 0
            var natural: Int32 = 0
            var minimumBaseline: Int32 = -1
            var naturalBaseline: Int32 = -1
            gtk_widget_measure(
                current, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
            guard minimumBaseline > -1 else { continue }
            above = (max(above.minimum, minimumBaseline), max(above.natural, naturalBaseline))
            below = (max(below.minimum, minimum - minimumBaseline), max(below.natural, natural - naturalBaseline))
        }
        return (above.minimum + below.minimum, above.natural + below.natural)
    }
}
