import CGtk

extension Gtk {
    /// A multi-line text editor: a `GtkTextView` that wraps words, in a `GtkScrolledWindow`,
    /// with undo. The wrapper is the scrolled window; ``buffer`` carries the text's signals.
    public final class TextEditor: Widget {
        /// The `GtkTextView` inside.
        public let textView: Widget
        /// The view's `GtkTextBuffer`, whose `changed` signal reports edits.
        public let buffer: Object

        /// Creates an empty editor that scrolls when its text is taller than it.
        public convenience init() {
            let scrolled = UnsafeMutableRawPointer(gtk_scrolled_window_new()!)
            let view = UnsafeMutableRawPointer(gtk_text_view_new()!)
            self.init(scrolled, textView: Widget(view))
        }

        /// Wraps an editor GtkUI made, found in the widget tree; nil for any other widget.
        convenience init?(wrapping pointer: UnsafeMutableRawPointer) {
            guard gtkui_is_a(pointer, gtk_scrolled_window_get_type()) != 0,
                gtk_widget_has_css_class(gtkui_widget(pointer), Self.cssClass) != 0,
                let view = gtk_scrolled_window_get_child(gtkui_scrolled_window(pointer))
            else { return nil }
            self.init(pointer, textView: Widget(UnsafeMutableRawPointer(view)))
        }

        private static let cssClass = "gtkui-text-editor"

        private init(_ pointer: UnsafeMutableRawPointer, textView: Widget) {
            self.textView = textView
            let buffer = gtk_text_view_get_buffer(gtkui_text_view(textView.pointer))!
            self.buffer = Object(UnsafeMutableRawPointer(buffer))
            super.init(pointer)
            guard !hasCSSClass(Self.cssClass) else { return }
            let view = gtkui_text_view(textView.pointer)
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
            // The text sits inside a frame with the padding of GNOME's entries.
            gtk_text_view_set_left_margin(view, 8)
            gtk_text_view_set_right_margin(view, 8)
            gtk_text_view_set_top_margin(view, 6)
            gtk_text_view_set_bottom_margin(view, 6)
            gtk_scrolled_window_set_has_frame(gtkui_scrolled_window(pointer), 1)
            gtk_text_buffer_set_enable_undo(buffer, 1)
            gtk_scrolled_window_set_policy(gtkui_scrolled_window(pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(gtkui_scrolled_window(pointer), gtkui_widget(textView.pointer))
            addCSSClass(Self.cssClass)
        }

        /// The whole text.
        public var text: String {
            get { Gtk.textBufferContents(buffer) }
            set { gtk_text_buffer_set_text(gtkui_text_buffer(buffer.pointer), newValue, -1) }
        }

        /// Inserts `text` at the cursor, as typing does: one undoable edit.
        public func insertAtCursor(_ text: String) {
            gtk_text_buffer_insert_interactive_at_cursor(gtkui_text_buffer(buffer.pointer), text, -1, 1)
        }

        /// Whether the editor leaves out its frame and field background, so what is behind it
        /// shows through.
        public var hidesBackground: Bool {
            get { textView.hasCSSClass(Gtk.noContentBackgroundClass) }
            set {
                Gtk.installNoContentBackgroundStyle()
                gtk_scrolled_window_set_has_frame(gtkui_scrolled_window(pointer), newValue ? 0 : 1)
                textView.setCSSClass(Gtk.noContentBackgroundClass, newValue)
            }
        }

        /// Whether the editor draws a frame around its text (it does unless its background is
        /// hidden).
        public var hasFrame: Bool { gtk_scrolled_window_get_has_frame(gtkui_scrolled_window(pointer)) != 0 }

        /// Undoes the last edit, as Ctrl+Z does.
        public func undo() { gtk_text_buffer_undo(gtkui_text_buffer(buffer.pointer)) }
    }
}
