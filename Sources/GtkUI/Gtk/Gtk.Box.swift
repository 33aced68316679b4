import CGtk
import GtkUICore

extension Gtk {
    /// A `GtkBox`: children in a row or a column.
    open class Box: Widget {
        /// Creates a box laying children out along `orientation` with `spacing` pixels between.
        public convenience init(orientation: GtkOrientation, spacing: Int = 0) {
            self.init(UnsafeMutableRawPointer(gtk_box_new(orientation, Int32(spacing))))
        }

        /// Creates a box laying children out along `axis` with `spacing` pixels between.
        public convenience init(orientation axis: Axis, spacing: Int = 0) {
            self.init(
                orientation: axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing: spacing
            )
        }

        /// Pixels between neighbouring children.
        public var spacing: Int {
            get { Int(gtk_box_get_spacing(gtkui_box(pointer))) }
            set { gtk_box_set_spacing(gtkui_box(pointer), Int32(newValue)) }
        }

        /// Appends `child` as the last child.
        public func append(_ child: Widget) {
            gtk_box_append(gtkui_box(pointer), gtkui_widget(child.pointer))
        }

        /// Inserts `child` after `sibling`, or first when `sibling` is nil.
        public func insert(_ child: Widget, after sibling: Widget?) {
            gtk_box_insert_child_after(
                gtkui_box(pointer), gtkui_widget(child.pointer), sibling.map { gtkui_widget($0.pointer) })
        }

        /// Moves an existing `child` to just after `sibling`, or first when `sibling` is nil.
        public func reorder(_ child: Widget, after sibling: Widget?) {
            gtk_box_reorder_child_after(
                gtkui_box(pointer), gtkui_widget(child.pointer), sibling.map { gtkui_widget($0.pointer) })
        }

        /// Removes `child`.
        public func remove(_ child: Widget) {
            gtk_box_remove(gtkui_box(pointer), gtkui_widget(child.pointer))
        }

        /// Removes the child widget at `child`, without wrapping it.
        final func remove(pointer child: UnsafeMutableRawPointer) {
            gtk_box_remove(gtkui_box(pointer), gtkui_widget(child))
        }
    }

    /// A `GtkStack`: pages of which one is shown, with animated transitions.
    open class Stack: Widget {
        /// Creates an empty stack.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_stack_new()))
        }

        /// Adds `child` as a page named `name`.
        public func addPage(_ child: Widget, name: String) {
            gtk_stack_add_named(gtkui_stack(pointer), gtkui_widget(child.pointer), name)
        }

        /// Removes the page holding `child`.
        public func removePage(_ child: Widget) {
            gtk_stack_remove(gtkui_stack(pointer), gtkui_widget(child.pointer))
        }

        /// Shows the page named `name` with `transition`.
        public func showPage(named name: String, transition: GtkStackTransitionType) {
            gtk_stack_set_visible_child_full(gtkui_stack(pointer), name, transition)
        }

        /// The name of the page shown.
        public var visiblePageName: String? {
            String(validatingCString: gtk_stack_get_visible_child_name(gtkui_stack(pointer)))
        }

        /// The widget of the page shown.
        public var visiblePage: Widget? {
            guard let child = gtk_stack_get_visible_child(gtkui_stack(pointer)) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(child))
        }

        /// How long transitions take, in milliseconds.
        public var transitionDuration: Int {
            get { Int(gtk_stack_get_transition_duration(gtkui_stack(pointer))) }
            set { gtk_stack_set_transition_duration(gtkui_stack(pointer), guint(newValue)) }
        }
    }

    /// A `GtkScrolledWindow`.
    open class ScrolledWindow: Widget {
        /// Creates a scrolled window that scrolls vertically only.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
            gtk_scrolled_window_set_policy(
                gtkui_scrolled_window(pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_propagate_natural_height(gtkui_scrolled_window(pointer), 1)
        }

        /// Sets the scrolled content.
        public func setChild(_ child: Widget?) {
            gtk_scrolled_window_set_child(
                gtkui_scrolled_window(pointer), child.map { gtkui_widget($0.pointer) })
        }
    }
}
