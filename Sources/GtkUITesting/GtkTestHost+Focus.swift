import GtkUI

/// Keyboard focus, value fields and expanding fields, operated as a user does.
extension GtkTestHost {
    /// Moves keyboard focus into `widget`, as clicking it does: a field, a button, a toggle, or
    /// the first control inside a container. Settles afterwards.
    ///
    /// - Throws: ``TestHostError`` when nothing in `widget` can take focus.
    public func focus(_ widget: Gtk.Widget) throws {
        let target = (widget as? Gtk.ExpandingTextField)?.textView ?? widget
        guard target.moveFocusInside() else {
            throw TestHostError("cannot focus \(widget.typeName): nothing in it takes keyboard focus")
        }
        waitUntilIdle()
    }

    /// Whether keyboard focus is on `widget` or a widget inside it (the text inside a field).
    public func isFocused(_ widget: Gtk.Widget) -> Bool { widget.containsFocus }

    /// Presses Tab (Shift+Tab when `backward`) on the real keyboard path, moving focus to the
    /// next (or previous) control, and settles.
    public func pressTab(backward: Bool = false) throws {
        try press(key: .tab, modifiers: backward ? .shift : [])
    }

    /// Replaces what `field` shows with `text`, typed a character at a time, then presses Return:
    /// how a person enters a value into a `TextField(_:value:format:)`, which parses it then.
    public func enter(_ text: String, into field: Gtk.Entry) {
        replaceText(of: field, with: text)
        submit(field)
    }

    /// Whether `field` shows GTK's `error` style: its text did not parse.
    public func showsError(_ field: Gtk.Widget) -> Bool {
        ((field as? Gtk.ExpandingTextField)?.textView ?? field).hasCSSClass("error")
    }

    /// The growing fields on screen (`TextField(axis: .vertical)`), in window order.
    public var expandingFields: [Gtk.ExpandingTextField] {
        viewWidgets.compactMap { $0 as? Gtk.ExpandingTextField }.filter(\.isMapped)
    }

    /// The growing field on screen whose placeholder is `placeholder`.
    public func expandingField(placeholder: String) throws -> Gtk.ExpandingTextField {
        guard let field = expandingFields.first(where: { $0.placeholder == placeholder }) else {
            throw TestHostError(
                "no expanding field with placeholder “\(placeholder)” on screen; placeholders: "
                    + expandingFields.map(\.placeholder).joined(separator: ", "))
        }
        return field
    }

    /// Types `text` into a growing field one character at a time, as a person does, settling
    /// after each keystroke; `"\n"` starts a new line (Alt+Return).
    public func type(_ text: String, intoExpanding field: Gtk.ExpandingTextField) {
        field.textView.grabFocus()
        for character in text {
            field.insertAtCursor(String(character))
            waitUntilIdle()
        }
    }
}
