import CGtk

extension Gtk {
    /// A `GtkSwitch`: an on/off control.
    public final class Switch: Widget {
        /// Creates a switch that is off.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_switch_new()))
        }

        /// Whether the switch is on.
        public var isActive: Bool {
            get { gtk_switch_get_active(gtkui_switch(pointer)) != 0 }
            set { gtk_switch_set_active(gtkui_switch(pointer), newValue ? 1 : 0) }
        }
    }

    /// A `GtkListBox`: a vertical list of rows with keyboard navigation.
    public final class ListBox: Widget {
        /// Creates an empty list.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_list_box_new()))
            gtk_list_box_set_selection_mode(gtkui_list_box(pointer), GTK_SELECTION_NONE)
        }

        /// Inserts `child` at `position`, wrapped in a row.
        public func insert(_ child: Widget, at position: Int) {
            gtk_list_box_insert(gtkui_list_box(pointer), gtkui_widget(child.pointer), Int32(position))
        }
    }
}
