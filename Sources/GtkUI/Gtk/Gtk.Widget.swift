import CGtk

extension Gtk {
    /// A `GtkWidget`.
    open class Widget: Object {
        var widget: UnsafeMutablePointer<GtkWidget> { gtkui_widget(pointer) }

        /// Whether the widget wants to fill extra space across (h) and along (v), for layout
        /// that mimics SwiftUI's flexible views. Set by GtkUI's backend.
        var flexibility = (horizontal: false, vertical: false)
        /// Whether the widget is the top of a page (window content or a navigation page):
        /// it centers itself unless its content is flexible.
        var isPageRoot = false
        /// How the stack holding the widget last aligned it (see `GtkBackend.align`).
        final var stackPlacement: StackPlacement?
        /// Whether a decoration draws on this widget's own box rather than a box around it.
        final var isDecoratedInPlace = false
        /// What few widgets need (see ``WidgetExtras``); made on first write.
        final var extrasIfMade: WidgetExtras?

        /// The raw parent pointer, without wrapping.
        var parentPointer: UnsafeMutableRawPointer? { gtk_widget_get_parent(widget).map(UnsafeMutableRawPointer.init) }
        /// The raw previous-sibling pointer, without wrapping.
        var previousSiblingPointer: UnsafeMutableRawPointer? {
            gtk_widget_get_prev_sibling(widget).map(UnsafeMutableRawPointer.init)
        }

        /// Clips children to the widget's rounded border box.
        public var clipsContent: Bool {
            get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
            set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
        }

        /// Lets the widget's label name another widget for assistive technologies.
        public func setAccessibleLabelledBy(_ other: Widget) {
            gtkui_accessible_set_labelled_by(pointer, other.pointer)
        }

        /// Wraps an existing widget pointer in the most specific wrapper class GtkUI has.
        public static func wrap(_ pointer: UnsafeMutableRawPointer) -> Widget {
            if gtkui_is_a(pointer, gtk_entry_get_type()) != 0 { return Entry(pointer) }
            if gtkui_is_a(pointer, gtk_password_entry_get_type()) != 0 { return PasswordEntry(pointer) }
            if let editor = TextEditor(wrapping: pointer) { return editor }
            if let field = ExpandingTextField(wrapping: pointer) { return field }
            if gtkui_is_a(pointer, gtk_label_get_type()) != 0 { return Label(pointer) }
            if gtkui_is_a(pointer, gtk_check_button_get_type()) != 0 { return CheckButton(pointer) }
            if gtkui_is_a(pointer, gtk_button_get_type()) != 0 { return Button(pointer) }
            if gtkui_is_a(pointer, gtk_stack_get_type()) != 0 { return Stack(pointer) }
            if gtkui_is_a(pointer, gtk_switch_get_type()) != 0 { return Switch(pointer) }
            if gtkui_is_a(pointer, gtk_list_box_get_type()) != 0 { return ListBox(pointer) }
            if let control = wrapValueControl(pointer) { return control }
            if gtkui_is_a(pointer, gtk_box_get_type()) != 0 { return Box(pointer) }
            if gtkui_is_a(pointer, gtk_image_get_type()) != 0 { return Image(pointer) }
            if gtkui_is_a(pointer, gtk_picture_get_type()) != 0 { return Picture(pointer) }
            if gtkui_is_a(pointer, Canvas.type) != 0 { return Canvas(pointer) }
            if gtkui_is_a(pointer, gtk_window_get_type()) != 0 { return Window(pointer) }
            return Widget(pointer)
        }

        /// Whether the widget is set to be shown.
        public var isVisible: Bool {
            get { gtk_widget_get_visible(widget) != 0 }
            set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
        }

        /// Whether the widget responds to input.
        public var isSensitive: Bool {
            get { gtk_widget_get_sensitive(widget) != 0 }
            set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
        }

        /// Whether the widget responds to input: it and all its ancestors are sensitive.
        public var isEffectivelySensitive: Bool { gtk_widget_is_sensitive(widget) != 0 }

        /// Whether the widget and all its ancestors are mapped: it is on screen.
        public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

        /// Whether the widget can take keyboard focus when tabbing.
        public var isFocusable: Bool {
            get { gtk_widget_get_focusable(widget) != 0 }
            set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
        }

        /// Whether the widget currently has keyboard focus.
        public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

        /// Moves keyboard focus to the widget.
        @discardableResult
        public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

        /// The minimum size the widget asks for; -1 leaves a dimension natural.
        public var sizeRequest: (width: Int, height: Int) {
            get {
                var width: Int32 = 0
                var height: Int32 = 0
                gtk_widget_get_size_request(widget, &width, &height)
                return (Int(width), Int(height))
            }
            set { gtk_widget_set_size_request(widget, Int32(newValue.width), Int32(newValue.height)) }
        }

        /// The size of the widget's border box after layout (content plus CSS padding and
        /// border): what a person sees as the widget's extent.
        public var renderedSize: (width: Int, height: Int) {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, widget, &bounds) != 0 else { return (0, 0) }
            return (Int(bounds.size.width.rounded()), Int(bounds.size.height.rounded()))
        }

        /// The widget's border box after layout in `ancestor`'s coordinates: where a person sees
        /// it, for layout tests; nil when the two are not in one window.
        public func renderedFrame(in ancestor: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, ancestor.widget, &bounds) != 0 else { return nil }
            return (
                Int(bounds.origin.x.rounded()), Int(bounds.origin.y.rounded()),
                Int(bounds.size.width.rounded()), Int(bounds.size.height.rounded())
            )
        }

        /// The opacity the widget is drawn with, its CSS `opacity` included (0…1).
        public var drawnOpacity: Double { gtk_widget_get_opacity(widget) }

        /// The CSS text colour the widget draws with, as red, green, blue and alpha (0…1).
        public var styleColor: [Double] {
            var color = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
            return [color.red, color.green, color.blue, color.alpha].map { Double($0) }
        }

        /// Whether the widget can receive pointer events.
        public var canTarget: Bool { gtk_widget_get_can_target(widget) != 0 }

        /// Asks GTK to measure and lay the widget out again, as after a change to how it sizes.
        public func queueResize() { gtk_widget_queue_resize(widget) }

        /// The baseline the widget was allocated with, in its own coordinates; -1 when it was
        /// not placed on a baseline.
        public var allocatedBaseline: Int { Int(gtk_widget_get_allocated_baseline(widget)) }

        /// The content size after layout (without CSS padding and border).
        public var allocatedSize: (width: Int, height: Int) {
            (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
        }

        /// Horizontal placement inside the space the parent gives.
        public var horizontalAlignment: GtkAlign {
            get { gtk_widget_get_halign(widget) }
            set { gtk_widget_set_halign(widget, newValue) }
        }

        /// Vertical placement inside the space the parent gives.
        public var verticalAlignment: GtkAlign {
            get { gtk_widget_get_valign(widget) }
            set { gtk_widget_set_valign(widget, newValue) }
        }

        /// Whether the widget takes extra horizontal space.
        public var expandsHorizontally: Bool {
            get { gtk_widget_get_hexpand(widget) != 0 }
            set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
        }

        /// Whether the widget takes extra vertical space.
        public var expandsVertically: Bool {
            get { gtk_widget_get_vexpand(widget) != 0 }
            set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
        }

        /// Outer margins in pixels: top, leading (start), bottom, trailing (end).
        public var margins: (top: Int, leading: Int, bottom: Int, trailing: Int) {
            get {
                (
                    Int(gtk_widget_get_margin_top(widget)), Int(gtk_widget_get_margin_start(widget)),
                    Int(gtk_widget_get_margin_bottom(widget)), Int(gtk_widget_get_margin_end(widget))
                )
            }
            set {
                gtk_widget_set_margin_top(widget, Int32(newValue.top))
                gtk_widget_set_margin_start(widget, Int32(newValue.leading))
                gtk_widget_set_margin_bottom(widget, Int32(newValue.bottom))
                gtk_widget_set_margin_end(widget, Int32(newValue.trailing))
            }
        }

        /// Adds a CSS class to the widget's style.
        public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
        /// Removes a CSS class from the widget's style.
        public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
        /// Whether the widget has a CSS class.
        public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

        /// Adds the CSS class `name` when `isPresent`, removes it otherwise.
        public func setCSSClass(_ name: String, _ isPresent: Bool) {
            if isPresent { addCSSClass(name) } else { removeCSSClass(name) }
        }

        /// The CSS name of the widget's node, such as `label` or `entry`.
        public var cssName: String { String(cString: gtk_widget_get_css_name(widget)) }

        /// The tooltip shown on hover.
        public var tooltip: String? {
            get { String(validatingCString: gtk_widget_get_tooltip_text(widget)) }
            set { gtk_widget_set_tooltip_text(widget, newValue) }
        }

        /// The accessible role reported to assistive technologies.
        public var accessibleRole: AccessibleRole {
            AccessibleRole(gtk_accessible_get_accessible_role(gtkui_accessible(pointer)))
        }

        /// Sets the longer description assistive technologies announce for the widget.
        public func setAccessibleDescription(_ text: String) {
            gtkui_accessible_set_description(pointer, text)
        }

        /// The widget's parent, if it has one.
        public var parent: Widget? {
            guard let parent = gtk_widget_get_parent(widget) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(parent))
        }

        /// The widget's children in order.
        public var children: [Widget] {
            var result: [Widget] = []
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                result.append(Widget.wrap(UnsafeMutableRawPointer(current)))
                child = gtk_widget_get_next_sibling(current)
            }
            return result
        }

        /// The children's raw pointers in order, without wrapping each in a Swift object; an
        /// open popover (a context menu, parented to the widget while it shows) is left out.
        final var childPointers: [UnsafeMutableRawPointer] {
            // Counted first, so a box of a thousand rows fills one buffer instead of growing one.
            var count = 0
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                count += 1
                child = gtk_widget_get_next_sibling(current)
            }
            var result: [UnsafeMutableRawPointer] = []
            result.reserveCapacity(count)
            child = gtk_widget_get_first_child(widget)
            while let current = child {
                if gtkui_is_a(current, gtk_popover_get_type()) == 0 { result.append(UnsafeMutableRawPointer(current)) }
                child = gtk_widget_get_next_sibling(current)
            }
            return result
        }

        /// Whether `other` wraps the same GTK widget.
        public func isSameWidget(as other: Widget) -> Bool { pointer == other.pointer }

        /// Emits the widget's activate signal, as pressing Enter or clicking would.
        @discardableResult
        public func activate() -> Bool { gtk_widget_activate(widget) != 0 }

        /// Activates an action by name (such as `win.back`), looking it up through the
        /// widget's ancestors as a keyboard shortcut would.
        @discardableResult
        public func activateAction(_ name: String) -> Bool {
            gtk_widget_activate_action_variant(widget, name, nil) != 0
        }

        /// The widget's first `GtkGestureClick` (a button's own click gesture), if it has one.
        public var clickGesture: Object? {
            let controllers = gtk_widget_observe_controllers(widget)!
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            for index in 0..<g_list_model_get_n_items(controllers) {
                guard let item = g_list_model_get_item(controllers, index) else { continue }
                defer { g_object_unref(item) }
                if gtkui_is_a(item, gtk_gesture_click_get_type()) != 0 { return Object(item) }
            }
            return nil
        }

        /// Removes the widget from its parent.
        public func unparent() { gtk_widget_unparent(widget) }

        /// The GtkNative that holds this widget (its window), if any.
        public var root: Window? {
            guard let root = gtk_widget_get_root(widget) else { return nil }
            let raw = UnsafeMutableRawPointer(root)
            guard gtkui_is_a(raw, gtk_window_get_type()) != 0 else { return nil }
            return Window(raw)
        }
    }
}
