import GtkUI

extension GtkTestHost {
    /// The password fields on screen (`SecureField`), in window order.
    public var secureFields: [Gtk.PasswordEntry] {
        viewWidgets.compactMap { $0 as? Gtk.PasswordEntry }.filter(\.isMapped)
    }

    /// The multi-line editors on screen (`TextEditor`), in window order.
    public var textEditors: [Gtk.TextEditor] { viewWidgets.compactMap { $0 as? Gtk.TextEditor }.filter(\.isMapped) }

    /// Types `text` into `editor` at its cursor one character at a time, as a person does,
    /// settling after each keystroke; `"\n"` starts a new line.
    public func type(_ text: String, intoEditor editor: Gtk.TextEditor) {
        editor.textView.grabFocus()
        for character in text {
            editor.insertAtCursor(String(character))
            waitUntilIdle()
        }
    }

    /// Presses Return in `field`, submitting it (`.onSubmit`).
    public func submit(_ field: Gtk.EditableWidget) {
        field.grabFocus()
        field.activateField()
        waitUntilIdle()
    }
}
