import CGtk

extension Gtk {
    /// A `GtkScale`: a horizontal slider over a `GtkAdjustment`, without a drawn value.
    public final class Scale: Widget {
        /// Creates a slider over 0…1.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)))
            gtk_scale_set_draw_value(scale, 0)
        }

        private var scale: UnsafeMutablePointer<GtkScale> { pointer.assumingMemoryBound(to: GtkScale.self) }
        private var range: UnsafeMutablePointer<GtkRange> { pointer.assumingMemoryBound(to: GtkRange.self) }
        private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_range_get_adjustment(range) }

        /// The value the knob shows.
        public var value: Double {
            get { gtk_range_get_value(range) }
            set { gtk_range_set_value(range, newValue) }
        }

        /// The smallest value.
        public var lowerBound: Double { gtk_adjustment_get_lower(adjustment) }
        /// The largest value.
        public var upperBound: Double { gtk_adjustment_get_upper(adjustment) }
        /// How far one arrow-key press moves the value.
        public var stepIncrement: Double { gtk_adjustment_get_step_increment(adjustment) }

        /// Sets the range and the distances keys move the value by, keeping `value` within it.
        func configure(value: Double, lowerBound: Double, upperBound: Double, step: Double, page: Double) {
            gtk_adjustment_configure(adjustment, value, lowerBound, upperBound, step, page, 0)
        }

        /// Moves the value through the adjustment as dragging the knob does: the adjustment
        /// clamps it and emits `value-changed`.
        public func setValueAsUser(_ value: Double) {
            gtk_adjustment_set_value(adjustment, value)
        }

        /// A key that moves a slider, as GtkRange's key bindings map them.
        public enum Key: Sendable {
            /// Right or Up: one step forward.
            case stepForward
            /// Left or Down: one step back.
            case stepBackward
            /// Page Up: one page forward.
            case pageForward
            /// Page Down: one page back.
            case pageBackward
            /// Home: the minimum.
            case home
            /// End: the maximum.
            case end

            var scrollType: GtkScrollType {
                switch self {
                case .stepForward: GTK_SCROLL_STEP_RIGHT
                case .stepBackward: GTK_SCROLL_STEP_LEFT
                case .pageForward: GTK_SCROLL_PAGE_RIGHT
                case .pageBackward: GTK_SCROLL_PAGE_LEFT
                case .home: GTK_SCROLL_START
                case .end: GTK_SCROLL_END
                }
            }
        }

        /// Moves the knob as pressing `key` does: activates GtkRange's `move-slider` key-binding
        /// signal, the action GTK's own key bindings run.
        public func press(_ key: Key) {
            let scroll = key.scrollType
            let action = gtk_signal_action_new("move-slider")
            var argument: OpaquePointer? = g_variant_new_int32(Int32(scroll.rawValue))
            let tuple = g_variant_ref_sink(g_variant_new_tuple(&argument, 1))
            gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget, tuple)
            g_variant_unref(tuple)
            g_object_unref(UnsafeMutableRawPointer(action))
        }

        /// Where the knob's centre sits for `value`, in the window surface's coordinates (the
        /// ones X11 pointer events use); nil before the slider is laid out.
        public func surfacePoint(for value: Double) -> (x: Int, y: Int)? {
            var track = GdkRectangle()
            gtk_range_get_range_rect(range, &track)
            let span = upperBound - lowerBound
            let fraction = span > 0 ? (value - lowerBound) / span : 0
            // The knob's centre travels the whole trough; the knob overhangs its ends.
            return surfacePoint(
                x: Double(track.x) + fraction * Double(track.width), y: Double(track.y) + Double(track.height) / 2)
        }

        /// The gesture with which GtkRange follows a press and drag of the knob or track.
        var dragGesture: Object? {
            let controllers = gtk_widget_observe_controllers(widget)
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            for index in 0..<g_list_model_get_n_items(controllers) {
                guard let item = g_list_model_get_item(controllers, index) else { continue }
                defer { g_object_unref(item) }
                if gtkui_is_a(item, gtk_gesture_drag_get_type()) != 0 { return Object(item) }
            }
            return nil
        }
    }

    /// A `GtkProgressBar`.
    public final class ProgressBar: Widget {
        /// Creates an empty bar.
        public convenience init() { self.init(UnsafeMutableRawPointer(gtk_progress_bar_new())) }
        private var bar: OpaquePointer { OpaquePointer(pointer) }

        /// How full the bar is drawn, 0…1.
        public var fraction: Double {
            get { gtk_progress_bar_get_fraction(bar) }
            set { gtk_progress_bar_set_fraction(bar, newValue) }
        }

        /// Moves the bouncing block of a bar whose progress is unknown one step.
        public func pulse() { gtk_progress_bar_pulse(bar) }

        /// Where the filled block is drawn, in the bar's coordinates: what a person sees move
        /// while the bar pulses.
        public var filledBlockFrame: (x: Int, y: Int, width: Int, height: Int)? {
            func find(_ widget: Widget) -> Widget? {
                if widget.cssName == "progress" { return widget }
                return widget.children.lazy.compactMap(find).first
            }
            return find(self).flatMap { $0.renderedFrame(in: self) }
        }
    }

    /// A `GtkSpinner`.
    public final class Spinner: Widget {
        /// Creates a spinner that spins whenever it is on screen.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_spinner_new()))
            gtk_spinner_start(OpaquePointer(pointer))
        }

        /// Whether the spinner is set to spin (it animates only while mapped).
        public var isSpinning: Bool { gtk_spinner_get_spinning(OpaquePointer(pointer)) != 0 }
    }

    /// A `GtkLevelBar` with a continuous fill and none of GTK's default low/high/full colours.
    public final class LevelBar: Widget {
        /// Creates an empty bar over 0…1.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_level_bar_new()))
            for offset in ["low", "high", "full"] { gtk_level_bar_remove_offset_value(bar, offset) }
        }

        private var bar: OpaquePointer { OpaquePointer(pointer) }

        /// The value shown.
        public var value: Double {
            get { gtk_level_bar_get_value(bar) }
            set { gtk_level_bar_set_value(bar, newValue) }
        }

        /// The value of an empty bar.
        public var lowerBound: Double {
            get { gtk_level_bar_get_min_value(bar) }
            set { gtk_level_bar_set_min_value(bar, newValue) }
        }

        /// The value of a full bar.
        public var upperBound: Double {
            get { gtk_level_bar_get_max_value(bar) }
            set { gtk_level_bar_set_max_value(bar, newValue) }
        }
    }

    /// A `GtkExpander`: a header that shows or hides its child.
    public final class Expander: Widget {
        /// Creates a collapsed expander.
        public convenience init() { self.init(UnsafeMutableRawPointer(gtk_expander_new(nil))) }
        private var expander: OpaquePointer { OpaquePointer(pointer) }

        /// Whether the child is shown.
        public var isExpanded: Bool {
            get { gtk_expander_get_expanded(expander) != 0 }
            set { gtk_expander_set_expanded(expander, newValue ? 1 : 0) }
        }

        /// The raw pointer of the header's widget.
        var labelWidgetPointer: UnsafeMutableRawPointer? {
            gtk_expander_get_label_widget(expander).map(UnsafeMutableRawPointer.init)
        }

        /// The raw pointer of the child.
        var childPointer: UnsafeMutableRawPointer? {
            gtk_expander_get_child(expander).map(UnsafeMutableRawPointer.init)
        }

        /// Sets the header's widget.
        func setLabelWidget(_ widget: Widget?) {
            gtk_expander_set_label_widget(expander, widget.map { gtkui_widget($0.pointer) })
        }

        /// Sets the child shown when expanded.
        func setChild(_ widget: Widget?) {
            gtk_expander_set_child(expander, widget.map { gtkui_widget($0.pointer) })
        }
    }

    /// A `GtkSeparator`: a thin line.
    public final class Separator: Widget {
        /// Creates a line along `orientation`.
        public convenience init(orientation: GtkOrientation) {
            self.init(UnsafeMutableRawPointer(gtk_separator_new(orientation)))
        }

        /// Whether the line runs horizontally.
        public var isHorizontal: Bool {
            gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL
        }
    }
}

extension Gtk.Widget {
    /// The label that names this widget for assistive technologies, set by
    /// `setAccessibleLabelledBy(recording:)`; GTK 4.8 cannot read the relation back.
    public var accessibleLabelledBy: Gtk.Label? {
        g_object_get_data(gtkui_object(pointer), Self.labelledByKey).map { Gtk.Label($0) }
    }

    /// Names this widget by `label`'s text for assistive technologies (the `labelled-by`
    /// relation, which follows the label's text as it changes) and remembers the label.
    func setAccessibleLabelledBy(recording label: Gtk.Label?) {
        guard g_object_get_data(gtkui_object(pointer), Self.labelledByKey) != label?.pointer else { return }
        if let label {
            setAccessibleLabelledBy(label)
            g_object_set_data_full(
                gtkui_object(pointer), Self.labelledByKey, g_object_ref(label.pointer), { g_object_unref($0) })
        } else {
            gtk_accessible_reset_relation(gtkui_accessible(pointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            g_object_set_data(gtkui_object(pointer), Self.labelledByKey, nil)
        }
    }

    /// The first label inside `widget` (or `widget` itself), depth first.
    static func firstLabel(in widget: Gtk.Widget) -> Gtk.Label? {
        if let label = widget as? Gtk.Label { return label }
        for child in widget.children {
            if let label = firstLabel(in: child) { return label }
        }
        return nil
    }

    private static let labelledByKey = "gtkui-labelled-by"
}

extension Gtk.Widget {
    /// A wrapper for a slider, progress indicator, level bar, expander or separator; nil for
    /// any other widget.
    static func wrapValueControl(_ pointer: UnsafeMutableRawPointer) -> Gtk.Widget? {
        if gtkui_is_a(pointer, gtk_scale_get_type()) != 0 { return Gtk.Scale(pointer) }
        if gtkui_is_a(pointer, gtk_progress_bar_get_type()) != 0 { return Gtk.ProgressBar(pointer) }
        if gtkui_is_a(pointer, gtk_spinner_get_type()) != 0 { return Gtk.Spinner(pointer) }
        if gtkui_is_a(pointer, gtk_level_bar_get_type()) != 0 { return Gtk.LevelBar(pointer) }
        if gtkui_is_a(pointer, gtk_expander_get_type()) != 0 { return Gtk.Expander(pointer) }
        if gtkui_is_a(pointer, gtk_separator_get_type()) != 0 { return Gtk.Separator(pointer) }
        return nil
    }
}
