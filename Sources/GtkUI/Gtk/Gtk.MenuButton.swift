import CGtk

extension Gtk {
    /// A `GtkMenuButton`: a button that opens its popover when clicked.
    public final class MenuButton: Widget {
        /// Creates a menu button with no label or popover.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_menu_button_new()))
        }

        private var menuButton: OpaquePointer { OpaquePointer(pointer) }

        /// The text the button shows beside its arrow.
        public var label: String? {
            get { String(validatingCString: gtk_menu_button_get_label(menuButton)) }
            set { gtk_menu_button_set_label(menuButton, newValue) }
        }

        /// Makes `popover` the one the button opens; the button becomes its parent.
        func setPopover(_ popover: Popover?) {
            gtk_menu_button_set_popover(menuButton, popover.map { gtkui_widget($0.pointer) })
        }

        /// The popover the button opens, if it has one.
        public var popover: Popover? {
            gtk_menu_button_get_popover(menuButton).map { Popover(UnsafeMutableRawPointer($0)) }
        }

        /// Opens the popover, as clicking the button does.
        public func popup() { gtk_menu_button_popup(menuButton) }

        /// Closes the popover, as Escape or a click outside does.
        public func popdown() { gtk_menu_button_popdown(menuButton) }

        /// Whether the popover is open.
        public var isOpen: Bool { popover?.isVisible ?? false }
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
    /// This widget as a `GtkMenuButton`, or nil when it is something else.
    public var asMenuButton: Gtk.MenuButton? {
        isA(gtk_menu_button_get_type()) ? Gtk.MenuButton(pointer) : nil
    }
}
