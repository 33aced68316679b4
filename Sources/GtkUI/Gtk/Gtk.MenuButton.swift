import CGtk

extension Gtk {
    /// A `GtkMenuButton`: a button that opens its popover — a `GtkPopoverMenu` made from a menu
    /// model, or a popover of widgets.
    public final class MenuButton: Widget {
        private var button: OpaquePointer { OpaquePointer(pointer) }

        /// Creates a menu button with no menu.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_menu_button_new()))
        }

        /// Shows `model` (a `GMenuModel`) in the button's popover menu.
        func setMenuModel(_ model: Object?) {
            gtk_menu_button_set_menu_model(
                button, model.map { UnsafeMutablePointer<GMenuModel>(OpaquePointer($0.pointer)) })
        }

        /// The widget shown on the button (GTK 4.6), replacing its label or icon.
        func setChild(_ child: Widget?) {
            gtk_menu_button_set_child(button, child.map { gtkui_widget($0.pointer) })
        }

        /// Shows the icon `iconName` (any content before is removed).
        var iconName: String? {
            get { String(validatingCString: gtk_menu_button_get_icon_name(button)) }
            set { gtk_menu_button_set_icon_name(button, newValue ?? "") }
        }

        /// Whether the button shows a down arrow beside its content.
        var alwaysShowsArrow: Bool {
            get { gtk_menu_button_get_always_show_arrow(button) != 0 }
            set { gtk_menu_button_set_always_show_arrow(button, newValue ? 1 : 0) }
        }

        /// Whether the button draws a frame (false: GTK's flat look).
        var hasFrame: Bool {
            get { gtk_menu_button_get_has_frame(button) != 0 }
            set { gtk_menu_button_set_has_frame(button, newValue ? 1 : 0) }
        }

        /// The text the button shows beside its arrow.
        public var label: String? {
            get { String(validatingCString: gtk_menu_button_get_label(button)) }
            set { gtk_menu_button_set_label(button, newValue) }
        }

        /// Makes `popover` the one the button opens; the button becomes its parent.
        func setPopover(_ popover: Popover?) {
            gtk_menu_button_set_popover(button, popover.map { gtkui_widget($0.pointer) })
        }

        /// The popover the button opens, if it has one.
        public var popover: Popover? {
            gtk_menu_button_get_popover(button).map { Popover(UnsafeMutableRawPointer($0)) }
        }

        /// Whether the popover is open.
        public var isOpen: Bool { popover?.isVisible ?? false }

        /// The button a person clicks to open the menu (the menu button's inner toggle button).
        public var toggleButton: Widget? {
            children.first { $0.isA(gtk_toggle_button_get_type()) }
        }

        /// Opens the popover, as clicking the button does.
        public func popup() { gtk_menu_button_popup(button) }

        /// Closes the popover, as Escape or a click outside does.
        public func popdown() { gtk_menu_button_popdown(button) }
    }

    /// A `GtkPopover`: a bubble pointing at its parent, closed by Escape or a click outside.
    public final class Popover: Widget {
        /// Creates an empty popover.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_popover_new()))
        }

        /// Replaces the popover's content with `child`.
        func setChild(_ child: Widget?) {
            gtk_popover_set_child(
                pointer.assumingMemoryBound(to: GtkPopover.self), child.map { gtkui_widget($0.pointer) })
        }
    }
}

extension Gtk.Widget {
    /// Whether the widget is a popover (a `GtkPopover` or `GtkPopoverMenu`): a surface of its
    /// own, which its parent widget never lays out.
    public var isPopover: Bool { isA(gtk_popover_get_type()) }

    /// Closes the widget if it is an open popover (as Escape does); does nothing otherwise.
    public func popdownIfPopover() {
        guard isPopover else { return }
        gtk_popover_popdown(pointer.assumingMemoryBound(to: GtkPopover.self))
    }

    /// This widget as a `GtkMenuButton`, or nil when it is something else.
    public var asMenuButton: Gtk.MenuButton? { isA(gtk_menu_button_get_type()) ? Gtk.MenuButton(pointer) : nil }
}

extension Gtk.Widget {
    /// Whether the widget shows the visited state (a link that has been opened).
    public var isVisited: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_VISITED.rawValue != 0
    }
}
