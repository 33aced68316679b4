import CGtk
import Glibc

extension Gtk {
    /// A `GtkLabel`.
    public final class Label: Widget {
        /// Creates a label showing `text`.
        public convenience init(_ text: String = "") {
            self.init(UnsafeMutableRawPointer(gtk_label_new(text)))
        }

        /// Creates a label that assistive technologies treat as an alert: its text is
        /// spoken when it appears (ARIA's `alert` role).
        public static func alert(_ text: String = "") -> Label {
            Label(UnsafeMutableRawPointer(gtkui_label_new_with_role(text, GTK_ACCESSIBLE_ROLE_ALERT)))
        }

        /// The text shown: what a person reads, without markup. Setting it shows the string as
        /// it is, unless the label was told to read markup (see ``setMarkup(_:)``).
        public var text: String {
            get { String(cString: gtk_label_get_text(gtkui_label(pointer))) }
            set { gtk_label_set_label(gtkui_label(pointer), newValue) }
        }

        /// Whether the label's source (its text, or its markup when it reads markup) is exactly
        /// `text`, compared in C without copying the label's text.
        public func shows(_ text: String) -> Bool {
            text.withCString { strcmp($0, gtk_label_get_label(gtkui_label(pointer))) == 0 }
        }

        /// Horizontal alignment of the text inside the label, 0 (leading) to 1 (trailing).
        public var xAlign: Float {
            get { gtk_label_get_xalign(gtkui_label(pointer)) }
            set { gtk_label_set_xalign(gtkui_label(pointer), newValue) }
        }

        /// Whether long text wraps onto more lines.
        public var wraps: Bool {
            get { gtk_label_get_wrap(gtkui_label(pointer)) != 0 }
            set { gtk_label_set_wrap(gtkui_label(pointer), newValue ? 1 : 0) }
        }

        /// Whether the natural size is measured on one unwrapped line, as SwiftUI's ideal size of
        /// a `Text` is; the text still wraps when it is given less room than that.
        ///
        /// Without it, a wrapping label in a horizontal box asks only for the width it needs at
        /// the row's height, so it wraps even with room to spare when a taller neighbour (a
        /// button) makes the row high enough for two lines.
        public var measuresNaturalSizeUnwrapped: Bool {
            get { gtk_label_get_natural_wrap_mode(gtkui_label(pointer)) == GTK_NATURAL_WRAP_NONE }
            set {
                gtk_label_set_natural_wrap_mode(
                    gtkui_label(pointer), newValue ? GTK_NATURAL_WRAP_NONE : GTK_NATURAL_WRAP_INHERIT)
            }
        }

        /// Whether the user can select and copy the text.
        public var isSelectable: Bool {
            get { gtk_label_get_selectable(gtkui_label(pointer)) != 0 }
            set { gtk_label_set_selectable(gtkui_label(pointer), newValue ? 1 : 0) }
        }

        /// Makes the label name another widget for assistive technologies (and mnemonics).
        public func setMnemonicWidget(_ widget: Widget?) {
            gtk_label_set_mnemonic_widget(gtkui_label(pointer), widget.map { gtkui_widget($0.pointer) })
        }
    }

    /// A `GtkButton`.
    public final class Button: Widget {
        /// Creates a button with a text label.
        public convenience init(label: String) {
            self.init(UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
        }

        /// Creates a button whose content is set with ``setChild(_:)``.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_button_new()))
        }

        /// The button's text label, if it shows one.
        public var label: String? {
            get { String(validatingCString: gtk_button_get_label(gtkui_button(pointer))) }
            set { gtk_button_set_label(gtkui_button(pointer), newValue) }
        }

        /// Replaces the button's content with `child`.
        public func setChild(_ child: Widget?) {
            gtk_button_set_child(gtkui_button(pointer), child.map { gtkui_widget($0.pointer) })
        }

        /// Shows a themed icon instead of a label.
        public func setIconName(_ name: String) {
            gtk_button_set_icon_name(gtkui_button(pointer), name)
        }

        /// Whether the button draws without a frame until hovered.
        public var hasFrame: Bool {
            get { gtk_button_get_has_frame(gtkui_button(pointer)) != 0 }
            set { gtk_button_set_has_frame(gtkui_button(pointer), newValue ? 1 : 0) }
        }
    }

    /// A `GtkCheckButton`: a check box with a label.
    public final class CheckButton: Widget {
        /// Creates a check button with a label.
        public convenience init(label: String) {
            self.init(UnsafeMutableRawPointer(gtk_check_button_new_with_label(label)))
        }

        /// Whether the box is checked.
        public var isActive: Bool {
            get { gtk_check_button_get_active(gtkui_check_button(pointer)) != 0 }
            set { gtk_check_button_set_active(gtkui_check_button(pointer), newValue ? 1 : 0) }
        }

        /// The label beside the box.
        public var label: String? {
            get { String(validatingCString: gtk_check_button_get_label(gtkui_check_button(pointer))) }
            set { gtk_check_button_set_label(gtkui_check_button(pointer), newValue) }
        }
    }
}
