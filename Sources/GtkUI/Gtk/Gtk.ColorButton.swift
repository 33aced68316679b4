import CGtk
import GtkUICore

extension Gtk {
    /// A `GtkColorButton`: a swatch of its colour that opens GTK's colour chooser dialog, and
    /// emits `color-set` when the user confirms a colour there.
    public final class ColorButton: Widget {
        /// Creates a button showing opaque black.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_color_button_new()))
        }

        /// The colour shown, by its components.
        public var color: Color {
            get { Gtk.chosenColor(of: pointer) }
            set { Gtk.choose(newValue, in: pointer) }
        }

        /// Whether the chooser offers opacity.
        public var usesAlpha: Bool {
            get { gtk_color_chooser_get_use_alpha(OpaquePointer(pointer)) != 0 }
            set { gtk_color_chooser_set_use_alpha(OpaquePointer(pointer), newValue ? 1 : 0) }
        }

        /// The title of the chooser dialog.
        var dialogTitle: String {
            get { String(cString: gtk_color_button_get_title(OpaquePointer(pointer))) }
            set { gtk_color_button_set_title(OpaquePointer(pointer), newValue) }
        }

        /// The button inside that the user clicks.
        public var button: Button? { children.lazy.compactMap { $0 as? Button }.first }
    }

    /// A `GtkColorChooserDialog`: GTK's colour chooser, with Cancel and Select buttons.
    public final class ColorChooserDialog: Window {
        /// The colour chosen in the dialog, by its components.
        public var color: Color {
            get { Gtk.chosenColor(of: pointer) }
            set { Gtk.choose(newValue, in: pointer) }
        }

        /// Whether the dialog offers opacity.
        public var usesAlpha: Bool { gtk_color_chooser_get_use_alpha(OpaquePointer(pointer)) != 0 }

        /// The button that confirms the colour (Select).
        public var selectButton: Button? { button(for: GTK_RESPONSE_OK) }

        /// The button that dismisses the dialog (Cancel).
        public var cancelButton: Button? { button(for: GTK_RESPONSE_CANCEL) }

        private func button(for response: GtkResponseType) -> Button? {
            let dialog = pointer.assumingMemoryBound(to: GtkDialog.self)
            guard let widget = gtk_dialog_get_widget_for_response(dialog, response.rawValue) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(widget)) as? Button
        }

        /// The colour chooser dialogs open on the display, oldest first.
        public static var shown: [ColorChooserDialog] {
            guard let windows = gtk_window_get_toplevels() else { return [] }
            return (0..<g_list_model_get_n_items(windows)).compactMap { index in
                guard let item = g_list_model_get_item(windows, index) else { return nil }
                defer { g_object_unref(item) }
                guard gtkui_is_a(item, gtk_color_chooser_dialog_get_type()) != 0,
                    gtk_widget_get_visible(gtkui_widget(item)) != 0
                else { return nil }
                return ColorChooserDialog(item)
            }
        }
    }
}

extension Gtk.Widget {
    /// This widget as a `GtkColorButton`, or nil when it is something else.
    public var asColorButton: Gtk.ColorButton? {
        isA(gtk_color_button_get_type()) ? Gtk.ColorButton(pointer) : nil
    }
}

extension Gtk {
    /// The colour of a `GtkColorChooser` (a colour button or dialog).
    static func chosenColor(of chooser: UnsafeMutableRawPointer) -> Color {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(chooser), &rgba)
        return Color(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }

    /// Shows `color` in a `GtkColorChooser`.
    static func choose(_ color: Color, in chooser: UnsafeMutableRawPointer) {
        var rgba = GdkRGBA(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.opacity))
        gtk_color_chooser_set_rgba(OpaquePointer(chooser), &rgba)
    }
}
