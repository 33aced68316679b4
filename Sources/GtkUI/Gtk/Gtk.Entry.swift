import CGtk

extension Gtk {
    /// A one-line text widget driven through `GtkEditable`: a ``Entry`` or a ``PasswordEntry``.
    open class EditableWidget: Widget {
        /// The text in the field.
        public var text: String {
            get { String(cString: gtk_editable_get_text(gtkui_editable(pointer))) }
            set { gtk_editable_set_text(gtkui_editable(pointer), newValue) }
        }

        /// The cursor position, in characters.
        public var cursorPosition: Int {
            get { Int(gtk_editable_get_position(gtkui_editable(pointer))) }
            set { gtk_editable_set_position(gtkui_editable(pointer), Int32(newValue)) }
        }

        /// Inserts `text` at the cursor through `GtkEditable`, exactly as typing does: the
        /// `changed` signal fires once and the cursor moves past the inserted text.
        public func insertAtCursor(_ text: String) {
            var position = gtk_editable_get_position(gtkui_editable(pointer))
            gtk_editable_insert_text(gtkui_editable(pointer), text, -1, &position)
            gtk_editable_set_position(gtkui_editable(pointer), position)
        }

        /// Deletes the characters in `range` through `GtkEditable`, as Backspace does.
        public func deleteText(from start: Int, to end: Int) {
            gtk_editable_delete_text(gtkui_editable(pointer), Int32(start), Int32(end))
        }

        /// The number of characters in the field.
        public var characterCount: Int { Int(g_utf8_strlen(gtk_editable_get_text(gtkui_editable(pointer)), -1)) }

        /// The hint shown while the field is empty.
        public var placeholder: String? {
            get {
                let value = gtkui_dup_string_property(pointer, "placeholder-text")
                defer { g_free(value) }
                return value.map { String(cString: $0) }
            }
            set { gtkui_set_string_property(pointer, "placeholder-text", newValue) }
        }

        /// Presses Return in the field: emits `activate`, as a person submitting it does.
        public func activateField() { gtkui_emit(pointer, "activate") }
    }

    /// A `GtkEntry`: a one-line text field.
    public final class Entry: EditableWidget {
        /// Creates an empty entry.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_entry_new()))
        }

        /// Whether the field draws its frame (GTK's rounded border).
        public var hasFrame: Bool {
            get { gtk_entry_get_has_frame(gtkui_entry(pointer)) != 0 }
            set { gtk_entry_set_has_frame(gtkui_entry(pointer), newValue ? 1 : 0) }
        }

        /// What the text is, for input methods and on-screen keyboards.
        public var inputPurpose: GtkInputPurpose {
            get { gtk_entry_get_input_purpose(gtkui_entry(pointer)) }
            set { gtk_entry_set_input_purpose(gtkui_entry(pointer), newValue) }
        }

        /// Hints for input methods: spell checking, capitalisation.
        public var inputHints: GtkInputHints {
            get { gtk_entry_get_input_hints(gtkui_entry(pointer)) }
            set { gtk_entry_set_input_hints(gtkui_entry(pointer), newValue) }
        }
    }

    /// A `GtkPasswordEntry`: a field that hides what is typed, with an eye icon to peek.
    public final class PasswordEntry: EditableWidget {
        /// Creates an empty password field showing its peek icon.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_password_entry_new()))
            gtk_password_entry_set_show_peek_icon(gtkui_password_entry(pointer), 1)
        }

        /// Whether the field shows the icon that reveals the text while pressed.
        public var showsPeekIcon: Bool { gtk_password_entry_get_show_peek_icon(gtkui_password_entry(pointer)) != 0 }
    }
}
