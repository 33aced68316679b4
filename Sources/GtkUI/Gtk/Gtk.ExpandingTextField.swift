import CGtk

extension Gtk {
    /// A text field that grows a line at a time as its text wraps (`TextField(axis: .vertical)`):
    /// a framed `GtkTextView` in a `GtkScrolledWindow` that takes its text's height, up to a
    /// line limit, with a placeholder label laid over it while empty. The wrapper is the
    /// `GtkOverlay` around them.
    ///
    /// Return submits the field (`onSubmit`), as in a one-line field; Alt+Return and
    /// Shift+Return start a new line. Tab moves focus on, as from any field.
    public final class ExpandingTextField: Widget {
        /// The `GtkTextView` inside, which takes focus and is named for screen readers.
        public let textView: Widget
        /// The view's `GtkTextBuffer`, whose `changed` signal reports edits.
        public let buffer: Object
        /// The dimmed label shown while the field is empty.
        public let placeholderLabel: Label
        /// Runs when the user presses Return.
        var onSubmit: (@MainActor () -> Void)?
        /// The scrolled window's vertical adjustment, watched for the text's laid-out height;
        /// released with the field's other handlers (`disconnectInnerSignals`).
        var verticalAdjustment: Object?

        private static let cssClass = "gtkui-expanding-field"
        private var scrolledWindow: UnsafeMutableRawPointer {
            UnsafeMutableRawPointer(gtk_overlay_get_child(OpaquePointer(pointer))!)
        }

        /// Creates an empty one-line-high field.
        public convenience init() {
            let overlay = UnsafeMutableRawPointer(
                gtkui_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!)
            let scrolled = gtk_scrolled_window_new()!
            let view = gtk_text_view_new()!
            gtk_scrolled_window_set_child(gtkui_scrolled_window(scrolled), view)
            gtk_overlay_set_child(OpaquePointer(overlay), scrolled)
            let label = Label("")
            gtk_overlay_add_overlay(OpaquePointer(overlay), label.widget)
            self.init(overlay, textView: Widget(UnsafeMutableRawPointer(view)), placeholder: label)
            configure()
        }

        /// Wraps a field GtkUI made, found in the widget tree; nil for any other widget.
        convenience init?(wrapping pointer: UnsafeMutableRawPointer) {
            guard gtkui_is_a(pointer, gtk_overlay_get_type()) != 0,
                gtk_widget_has_css_class(gtkui_widget(pointer), Self.cssClass) != 0,
                let scrolled = gtk_overlay_get_child(OpaquePointer(pointer)),
                let view = gtk_scrolled_window_get_child(gtkui_scrolled_window(scrolled)),
                let label = gtk_widget_get_last_child(gtkui_widget(pointer))
            else { return nil }
            self.init(
                pointer, textView: Widget(UnsafeMutableRawPointer(view)),
                placeholder: Label(UnsafeMutableRawPointer(label)))
        }

        private init(_ pointer: UnsafeMutableRawPointer, textView: Widget, placeholder: Label) {
            self.textView = textView
            self.buffer = Object(UnsafeMutableRawPointer(gtk_text_view_get_buffer(gtkui_text_view(textView.pointer))!))
            self.placeholderLabel = placeholder
            super.init(pointer)
        }

        private func configure() {
            Self.installStyleSheet()
            addCSSClass(Self.cssClass)
            gtk_widget_set_overflow(gtkui_widget(scrolledWindow), GTK_OVERFLOW_HIDDEN)
            let view = gtkui_text_view(textView.pointer)
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
            gtk_text_view_set_accepts_tab(view, 0)
            // The text sits where a GNOME entry's does; the placeholder exactly over it.
            gtk_text_view_set_left_margin(view, 8)
            gtk_text_view_set_right_margin(view, 8)
            gtk_text_view_set_top_margin(view, 8)
            gtk_text_view_set_bottom_margin(view, 8)
            // An empty buffer has no laid-out line to measure until text arrives, so the field
            // would start 2 pixels tall; one line's height keeps it an entry's height.
            gtk_widget_set_size_request(textView.widget, -1, Int32(lineHeight + 16))
            placeholderLabel.addCSSClass("dim-label")
            placeholderLabel.horizontalAlignment = GTK_ALIGN_START
            placeholderLabel.verticalAlignment = GTK_ALIGN_START
            placeholderLabel.margins = (9, 9, 9, 9)
            gtk_widget_set_can_target(placeholderLabel.widget, 0)
            gtkui_accessible_set_hidden(placeholderLabel.pointer, 1)
            gtk_scrolled_window_set_has_frame(gtkui_scrolled_window(scrolledWindow), 1)
            gtk_scrolled_window_set_propagate_natural_height(gtkui_scrolled_window(scrolledWindow), 1)
            lineLimit = nil
            watchTextHeight()
            gtk_text_buffer_set_enable_undo(gtkui_text_buffer(buffer.pointer), 1)
            buffer.connect("changed") { [weak self] in self?.showPlaceholderIfEmpty() }
            textView.addKeyController { [weak self] keyval, _, state, isDown in
                guard isDown, keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter) else {
                    return false
                }
                return self?.returnPressed(newLine: state & (GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue) != 0)
                    ?? false
            }
        }

        /// Measures the field again whenever the text view lays out a new height. GtkTextView
        /// lays text out after it is measured, and only text typed later asks for a new size:
        /// text set before the field is shown (an existing note) would stay one line tall.
        private func watchTextHeight() {
            guard let pointer = gtk_scrolled_window_get_vadjustment(gtkui_scrolled_window(scrolledWindow)) else {
                return
            }
            let adjustment = Object(UnsafeMutableRawPointer(pointer))
            adjustment.connect("changed") { [weak self] in
                guard let self else { return }
                let upper = Int(gtk_adjustment_get_upper(pointer))
                guard upper != textHeight else { return }
                textHeight = upper
                // Asked during the scrolled window's allocation, a resize would be dropped.
                Gtk.MainLoop.schedule { [weak self] in self?.fitTextHeight() }
            }
            verticalAdjustment = adjustment
        }

        /// The height the text view last laid its text out at, margins included.
        private var textHeight = 0

        /// Asks for the text's height. A line-limited field scrolls, so it would only need its
        /// minimum height, and a list row (a `Form`'s) gives its child no more than that: the
        /// minimum follows the text, up to the limit.
        private func fitTextHeight() {
            if let lineLimit {
                let limit = Self.maximumHeight(lines: lineLimit, lineHeight: lineHeight)
                gtk_scrolled_window_set_min_content_height(
                    gtkui_scrolled_window(scrolledWindow), Int32(min(textHeight, limit)))
            }
            gtk_widget_queue_resize(textView.widget)
        }

        /// The height of `lines` lines of text, with the text view's margins.
        private static func maximumHeight(lines: Int, lineHeight: Int) -> Int { max(1, lines) * lineHeight + 16 }

        private static var styleSheet: StyleSheet?

        /// Rounds the frame and rings it while focused, as GTK draws an entry.
        private static func installStyleSheet() {
            guard styleSheet == nil else { return }
            let sheet = StyleSheet()
            sheet.load(
                """
                .\(cssClass) > scrolledwindow.frame { border-radius: 6px; }
                .\(cssClass) > scrolledwindow.frame:focus-within {
                    outline: 2px solid alpha(@theme_selected_bg_color, 0.6); outline-offset: -2px;
                }
                """)
            styleSheet = sheet
        }

        /// The most lines the field grows to before it scrolls (following the cursor, without a
        /// scrollbar); nil for no limit.
        public var lineLimit: Int? {
            didSet {
                let scrolled = gtkui_scrolled_window(scrolledWindow)
                // GTK refuses a maximum below the minimum, which follows the text.
                gtk_scrolled_window_set_min_content_height(scrolled, -1)
                guard let lineLimit else {
                    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_NEVER)
                    gtk_scrolled_window_set_max_content_height(scrolled, -1)
                    return
                }
                // EXTERNAL scrolls without a scrollbar: a scrollbar's own minimum height would make
                // a one-line field two lines tall.
                gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
                gtk_scrolled_window_set_max_content_height(
                    scrolled, Int32(Self.maximumHeight(lines: lineLimit, lineHeight: lineHeight)))
                fitTextHeight()
            }
        }

        /// The height of one line of the view's font, in pixels.
        private var lineHeight: Int {
            let layout = gtk_widget_create_pango_layout(textView.widget, "Ag")!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var height: Int32 = 0
            pango_layout_get_pixel_size(layout, nil, &height)
            return Int(height)
        }

        /// The whole text.
        public var text: String {
            get { Gtk.textBufferContents(buffer) }
            set {
                gtk_text_buffer_set_text(gtkui_text_buffer(buffer.pointer), newValue, -1)
                showPlaceholderIfEmpty()
            }
        }

        /// The text shown, dimmed, while the field is empty.
        public var placeholder: String {
            get { placeholderLabel.text }
            set { placeholderLabel.text = newValue }
        }

        /// Inserts `text` at the cursor, as typing does: one undoable edit.
        public func insertAtCursor(_ text: String) {
            gtk_text_buffer_insert_interactive_at_cursor(gtkui_text_buffer(buffer.pointer), text, -1, 1)
        }

        /// The number of lines the field shows its text on, wrapped lines included.
        public var displayedLineCount: Int {
            var iter = GtkTextIter()
            gtk_text_buffer_get_start_iter(gtkui_text_buffer(buffer.pointer), &iter)
            var lines = 1
            while gtk_text_view_forward_display_line(gtkui_text_view(textView.pointer), &iter) != 0 { lines += 1 }
            return lines
        }

        private func showPlaceholderIfEmpty() {
            placeholderLabel.isVisible = gtk_text_buffer_get_char_count(gtkui_text_buffer(buffer.pointer)) == 0
        }

        private func returnPressed(newLine: Bool) -> Bool {
            if newLine {
                insertAtCursor("\n")
            } else {
                onSubmit?()
            }
            return true
        }
    }

    /// The whole text of a `GtkTextBuffer`.
    static func textBufferContents(_ buffer: Object) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        let textBuffer = gtkui_text_buffer(buffer.pointer)
        gtk_text_buffer_get_bounds(textBuffer, &start, &end)
        let characters = gtk_text_buffer_get_text(textBuffer, &start, &end, 1)
        defer { g_free(characters) }
        return characters.map { String(cString: $0) } ?? ""
    }
}
