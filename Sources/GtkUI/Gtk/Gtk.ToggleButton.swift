import CGtk
import Glibc

extension Gtk {
    /// A `GtkToggleButton`: a button that stays pressed while active.
    public final class ToggleButton: Widget {
        /// Creates an inactive toggle button with no content.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_toggle_button_new()))
        }

        var toggleButton: UnsafeMutablePointer<GtkToggleButton> {
            pointer.assumingMemoryBound(to: GtkToggleButton.self)
        }

        /// Whether the button is pressed.
        public var isActive: Bool {
            get { gtk_toggle_button_get_active(toggleButton) != 0 }
            set { gtk_toggle_button_set_active(toggleButton, newValue ? 1 : 0) }
        }

        /// Replaces the button's content with `child`.
        public func setChild(_ child: Widget?) {
            gtk_button_set_child(gtkui_button(pointer), child.map { gtkui_widget($0.pointer) })
        }

        /// Puts the button in `other`'s group, where at most one button is pressed.
        public func join(groupOf other: ToggleButton) {
            gtk_toggle_button_set_group(toggleButton, other.toggleButton)
        }
    }

    /// A `GtkDropDown` over a `GtkStringList`: a button showing the chosen string that opens a
    /// popover list of the others.
    public final class DropDown: Widget {
        /// Creates a drop-down with no items.
        public convenience init() {
            // The drop-down takes ownership of the list.
            self.init(UnsafeMutableRawPointer(gtk_drop_down_new(gtk_string_list_new(nil), nil)))
        }

        var dropDown: OpaquePointer { OpaquePointer(pointer) }

        private var stringList: OpaquePointer? { gtk_drop_down_get_model(dropDown) }

        /// The strings listed, in order.
        public var items: [String] {
            get {
                guard let list = stringList else { return [] }
                return (0..<g_list_model_get_n_items(list)).map {
                    String(cString: gtk_string_list_get_string(list, $0))
                }
            }
            set {
                guard let list = stringList else { return }
                var pointers = newValue.map { strdup($0) } + [nil]
                defer { pointers.forEach { free($0) } }
                pointers.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                        gtk_string_list_splice(list, 0, g_list_model_get_n_items(list), $0)
                    }
                }
            }
        }

        /// The index of the chosen item, or nil when none is chosen.
        public var selectedIndex: Int? {
            get {
                let selected = gtk_drop_down_get_selected(dropDown)
                return selected == Self.noPosition ? nil : Int(selected)
            }
            set { gtk_drop_down_set_selected(dropDown, newValue.map(UInt32.init) ?? Self.noPosition) }
        }

        /// `GTK_INVALID_LIST_POSITION`, which Swift cannot import.
        private static let noPosition = UInt32.max

        /// The chosen item's string, or nil when none is chosen.
        public var selectedItem: String? { selectedIndex.map { items[$0] } }
    }
}

extension Gtk.CheckButton {
    /// Replaces the check button's label with `child`, which clicking also toggles.
    public func setChild(_ child: Gtk.Widget?) {
        gtk_check_button_set_child(gtkui_check_button(pointer), child.map { gtkui_widget($0.pointer) })
    }

    /// Puts the check button in `other`'s group: they draw as radio buttons, at most one active.
    public func join(groupOf other: Gtk.CheckButton) {
        gtk_check_button_set_group(gtkui_check_button(pointer), gtkui_check_button(other.pointer))
    }

    /// Creates a check button with no label.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_check_button_new()))
    }
}

extension Gtk.Widget {
    /// The name GtkUI gave this control for screen readers, if any.
    ///
    /// GTK 4.8 cannot read back accessible properties, so GtkUI also keeps the name on the GTK
    /// object, where any wrapper of it finds it.
    public internal(set) var recordedAccessibleLabel: String? {
        get {
            String(
                validatingCString: g_object_get_data(gtkui_object(pointer), Self.controlLabelKey)?
                    .assumingMemoryBound(to: CChar.self))
        }
        set {
            g_object_set_data_full(gtkui_object(pointer), Self.controlLabelKey, newValue.map { g_strdup($0) }, g_free)
        }
    }

    private static let controlLabelKey = "gtkui-control-accessible-label"
}

extension Gtk.Widget {
    /// This widget as a `GtkDropDown`, or nil when it is something else.
    public var asDropDown: Gtk.DropDown? { isA(gtk_drop_down_get_type()) ? Gtk.DropDown(pointer) : nil }
    /// This widget as a `GtkToggleButton`, or nil when it is something else.
    public var asToggleButton: Gtk.ToggleButton? {
        isA(gtk_toggle_button_get_type()) ? Gtk.ToggleButton(pointer) : nil
    }
    /// This widget as a `GtkCheckButton`, or nil when it is something else.
    public var asCheckButton: Gtk.CheckButton? { isA(gtk_check_button_get_type()) ? Gtk.CheckButton(pointer) : nil }
    /// Whether this widget is a `GtkBox`.
    public var isBox: Bool { isA(gtk_box_get_type()) }
}
